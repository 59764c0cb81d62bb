import { router } from '../../trpc/init.ts';
import { getSchoolMockJUPASResults } from './get-school-mock-jupas-results.ts';
import { getSchoolSessions } from './get-school-sessions.ts';
import { getSchoolTeachers } from './get-school-teachers.ts';
import { getTeacherResponses } from './get-teacher-responses.ts';
import { getUsersBySchoolId } from './get-users-by-school-id.ts';
import { sendRegQRCodeToSelfWhatsAppGrp } from './send-reg-qr-code.ts';
import { updateTeacher } from './update-teacher.ts';
import { updateUserVerificationResult } from './update-user-verification-result.ts';
import { upsertTeacherResponse } from './upsert-teacher-response.ts';

export const teacherRouter = router({
  getUsersBySchoolId,
  getSchoolMockJUPASResults,
  updateUserVerificationResult,
  getSchoolTeachers,
  updateTeacher,
  getTeacherResponses,
  upsertTeacherResponse,
  sendRegQRCodeToSelfWhatsAppGrp,
  getSchoolSessions,
});
