import { z } from 'zod';
import {
  listConsultationRecords,
  upsertConsultationRecord,
} from '../../services/admission/consultation-records.ts';
import { requireManageStudent, requirePlanRead } from '../../services/admission/plan-access.ts';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { signedInProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { consultationInput, consultationRow, userIdInput } from './shapes.ts';

/** Spec getJUPASConsultationRecords: staff of the student's school, an admin, or the student themselves. */
export const getJUPASConsultationRecords = signedInProcedure
  .input(z.object({ targetUserId: userIdInput }))
  .output(z.array(consultationRow))
  .query(async ({ ctx, input }) => {
    const { target } = await requirePlanRead(ctx, input.targetUserId);
    return listConsultationRecords(ctx.deps.db, { targetUserId: target.id, now: ctx.deps.now() });
  });

/** Spec upsertJUPASConsultationRecord: the Next Consultation block (new record, or `id` to change one). */
export const upsertJUPASConsultationRecord = staffProcedure
  .input(consultationInput)
  .output(consultationRow)
  .mutation(async ({ ctx, input }) => {
    const { target } = await requireManageStudent(ctx, input.targetUserId);
    await recordAccess(ctx, { area: 'plan', action: 'change', studentIds: [target.id] });
    return upsertConsultationRecord(ctx.deps.db, {
      record: { ...input, targetUserId: target.id },
      actorId: ctx.user.row.id,
      now: ctx.deps.now(),
    });
  });
