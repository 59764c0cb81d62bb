/** A stored teacher response as the form and the panels read it (dates as ISO strings). */
export interface TeacherResponseRow {
  id: number;
  userId: string;
  userName: string | null;
  schoolId: string | null;
  optionId: string | null;
  response: string | null;
  type: string;
  role: string | null;
  assignedTo: string | null;
  intakeYear: number | null;
  targetClass: string | null;
  sessionId: string | null;
  serviceId: string | null;
  eventName: string | null;
  estNumOfStudents: number | null;
  preferredSessionDates: string[];
  preferredSessionTime: string | null;
  questionAnswers: { questionId: string; questionTitle: string; answer: string; optionId?: string | null }[];
  updatedAt: string;
}

/** Who answers and for which school: teachers for their own, clients for themselves, admins for any. */
export interface Responder {
  userId: string;
  schoolId: string | null;
  isAdmin: boolean;
  isClient: boolean;
  /** A university client's organisation: they answer only for its services (spec 1 §2.6). */
  clientId?: string | null | undefined;
  role: string;
}

export interface UpsertTeacherResponseInput {
  id?: number | undefined;
  optionId: string;
  sessionId?: string | null | undefined;
  serviceId?: string | null | undefined;
  targetClass?: string | null | undefined;
  questionAnswers: { questionId: string; answer: string }[];
}

/** The teacher form's questions share the form_questions table with tasks; their ids start so. */
export const TEACHER_QUESTION_PREFIX = 'tr-q-';
