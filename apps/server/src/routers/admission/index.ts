import { router } from '../../trpc/init.ts';
import { addUserClick } from './add-user-click.ts';
import { clearUserChoices, deleteUserChoice, saveUserChoices } from './choices.ts';
import { getUserComments, insertUserComment } from './comments.ts';
import { getJUPASConsultationRecords, upsertJUPASConsultationRecord } from './consultations.ts';
import { getStudentByUserId } from './get-student-by-user-id.ts';
import { createParentViewLink, getParentView } from './parent-view.ts';
import { listParentViewLinks, revokeParentViewLink } from './revoke-parent-view-link.ts';
import {
  addStudentToTeacherDefinedTag,
  deleteTeacherDefinedTag,
  getTags,
  removeStudentFromTeacherDefinedTag,
  upsertTeacherDefinedTag,
} from './tags.ts';
import { upsertUserDisciplines } from './upsert-user-disciplines.ts';
import { upsertUserElectives } from './upsert-user-electives.ts';
import { upsertUserPrograms } from './upsert-user-programs.ts';
import { upsertUserSubjectGrades } from './upsert-user-subject-grades.ts';

/** Spec 2 admission planning: the student's plan, the teacher's tools on it, and the parent's view. */
export const admissionRouter = router({
  getStudentByUserId,
  upsertUserSubjectGrades,
  upsertUserPrograms,
  saveUserChoices,
  deleteUserChoice,
  clearUserChoices,
  upsertUserDisciplines,
  upsertUserElectives,
  getTags,
  upsertTeacherDefinedTag,
  deleteTeacherDefinedTag,
  addStudentToTeacherDefinedTag,
  removeStudentFromTeacherDefinedTag,
  getJUPASConsultationRecords,
  upsertJUPASConsultationRecord,
  insertUserComment,
  getUserComments,
  createParentViewLink,
  getParentView,
  listParentViewLinks,
  revokeParentViewLink,
  addUserClick,
});
