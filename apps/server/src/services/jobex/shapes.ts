import type { schema } from '@waypoint/db';
import type { CvSectionKey, JobTrackStatus } from '@waypoint/domain';

export type CareerTimelineStep = schema.CareerTimelineStep;
export type ProfileDocSection = schema.ProfileDocSection;

export interface CareerPlan {
  objective: string | null;
  targetProfessionIds: number[];
  targetSectorIds: number[];
  timeline: CareerTimelineStep[];
  curriculum: string | null;
  studentStatus: string | null;
  yearOfStudy: string | null;
  /** The student's programme (the account's own field): which client's jobs they see. */
  programId: number | null;
  graduationYear: number | null;
  howToKnow: string | null;
  updatedAt: string | null;
}

export interface CredentialView {
  id: string;
  sectionId: string;
  headline: string;
  organisation: string | null;
  location: string | null;
  startMonth: string | null;
  endMonth: string | null;
  description: string | null;
  order: number;
}

export interface SectionView {
  id: string;
  sectionKey: CvSectionKey;
  title: string | null;
  order: number;
  credentials: CredentialView[];
}

export interface UserCredentials {
  sections: SectionView[];
  /** When the CV was last synced to the profile document, or null if never. */
  syncedAt: string | null;
}

export interface CredentialInput {
  sectionKey: CvSectionKey;
  headline: string;
  organisation: string | null;
  location: string | null;
  startMonth: string | null;
  endMonth: string | null;
  description: string | null;
}

export interface ProfileDoc {
  sections: ProfileDocSection[];
  syncedAt: string;
}

export interface EmployerJobView {
  id: string;
  clientId: string;
  clientName: string;
  clientNameChi: string | null;
  programId: number;
  employerName: string;
  title: string;
  location: string | null;
  description: string | null;
  applyUrl: string | null;
  deadline: string | null;
  status: 'open' | 'closed';
  /** The client staff member who posted it (decision 018), or null once their account is gone. */
  postedBy: JobPoster | null;
}

export interface JobPoster {
  fullName: string;
  chineseName: string | null;
}

/** A job as both sides read it, from its row, its client's and its poster's. */
export function toEmployerJobView(
  job: typeof schema.jobexEmployerJobs.$inferSelect,
  client: Pick<typeof schema.clients.$inferSelect, 'name' | 'nameChi'>,
  poster: { fullName: string | null; chineseName: string | null } | null,
): EmployerJobView {
  return {
    id: job.id,
    clientId: job.clientId,
    clientName: client.name,
    clientNameChi: client.nameChi,
    programId: job.programId,
    employerName: job.employerName,
    title: job.title,
    location: job.location,
    description: job.description,
    applyUrl: job.applyUrl,
    deadline: job.deadline,
    status: job.status as 'open' | 'closed',
    postedBy: poster?.fullName ? { fullName: poster.fullName, chineseName: poster.chineseName } : null,
  };
}

export interface StudentJobView extends EmployerJobView {
  /** The student's own tracking, or null when the job is not saved. */
  tracking: { status: JobTrackStatus; note: string | null; updatedAt: string } | null;
}

export interface ClientProgramme {
  id: number;
  jupasCode: string;
  name: string;
  nameChi: string;
}

export interface ClientJobView extends EmployerJobView {
  savedCount: number;
  appliedCount: number;
}

export interface ClientJobs {
  programmes: ClientProgramme[];
  jobs: ClientJobView[];
}

export interface EmployerJobInput {
  id?: string | undefined;
  programId: number;
  employerName: string;
  title: string;
  location: string | null;
  description: string | null;
  applyUrl: string | null;
  deadline: string | null;
  status: 'open' | 'closed';
}

export interface ProgrammeStudent {
  userId: string;
  fullName: string;
  chineseName: string | null;
  yearOfStudy: string | null;
  graduationYear: number | null;
  /** How many of the viewing client's jobs this student tracks, and how many beyond 'saved'. */
  savedJobs: number;
  appliedJobs: number;
}
