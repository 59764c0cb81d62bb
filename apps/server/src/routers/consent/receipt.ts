import { consentReceipt, verifyConsent as verify } from '../../services/consent/receipt.ts';
import { fail } from '../../trpc/errors.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { consentRecord, receiptInput, verifyResult } from './shapes.ts';

/** Beyond the spec: the printable receipt of one consent; its random id is what opens it. */
export const getConsentReceipt = publicProcedure
  .input(receiptInput)
  .output(consentRecord)
  .query(async ({ ctx, input }) => {
    if (!(await ctx.deps.limiter.take('consentReceipt', ctx.ip)))
      fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    const record = await consentReceipt(ctx.deps.db, input.id);
    if (!record) fail('NOT_FOUND', 'consent.errors.receiptNotFound');
    return record;
  });

/** Beyond the spec: check the stored record against its keyed digest and its links in the chain. */
export const verifyConsent = publicProcedure
  .input(receiptInput)
  .output(verifyResult)
  .mutation(async ({ ctx, input }) => {
    if (!(await ctx.deps.limiter.take('consentVerify', ctx.ip)))
      fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    const ua = ctx.req.headers['user-agent'];
    const result = await verify(ctx.deps.db, {
      publicId: input.id,
      consentKey: ctx.deps.consentKey,
      ip: ctx.ip,
      userAgent: typeof ua === 'string' ? ua : null,
      now: ctx.deps.now(),
    });
    if (!result) fail('NOT_FOUND', 'consent.errors.receiptNotFound');
    return result;
  });
