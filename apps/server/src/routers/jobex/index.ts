import { router } from '../../trpc/init.ts';
import { getUserCareerPlan, saveUserCareerPlan } from './career-plan.ts';
import { upsertUserClaims } from './claims.ts';
import { getClientPrograms, setClientPrograms } from './client-programmes.ts';
import {
  addUserCredentials,
  deleteUserCredential,
  getUserCredentials,
  syncCredentialsToProfileDoc,
  updateUserCredentials,
  upsertUserCredential,
} from './credentials.ts';
import {
  getClientJobs,
  getEmployers,
  getUsersByProgramId,
  upsertEmployerJob,
  upsertUserEmployerJobs,
} from './employer-jobs.ts';
import { deleteUserSection, updateUserSections, upsertUserSection } from './sections.ts';

/** Spec 3 §7 "Job-experience service" (jobEX-*), plus the client's job posting. Decision 015. */
export const jobexRouter = router({
  getUserCareerPlan,
  saveUserCareerPlan,
  getUserCredentials,
  addUserCredentials,
  upsertUserCredential,
  deleteUserCredential,
  updateUserCredentials,
  syncCredentialsToProfileDoc,
  upsertUserClaims,
  upsertUserSection,
  updateUserSections,
  deleteUserSection,
  getEmployers,
  upsertUserEmployerJobs,
  getClientJobs,
  upsertEmployerJob,
  getUsersByProgramId,
  getClientPrograms,
  setClientPrograms,
});
