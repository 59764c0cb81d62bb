import {
  addCredentials,
  deleteCredential,
  reorderCredentials,
  upsertCredential,
} from '../../services/jobex/credentials.ts';
import { loadCredentials } from '../../services/jobex/load-credentials.ts';
import { syncProfileDoc } from '../../services/jobex/profile-doc.ts';
import { universityStudentProcedure } from './access.ts';
import {
  addCredentialsInput,
  deleteCredentialInput,
  updateCredentialsInput,
  upsertCredentialInput,
} from './inputs.ts';

// Every call works on the caller's own rows only: ids of another person's rows are "not found".

/** jobEX-getUserCredentials: sections in order, each with its credentials. */
export const getUserCredentials = universityStudentProcedure.query(({ ctx }) =>
  loadCredentials(ctx.deps.db, ctx.user.row.id),
);

/** jobEX-addUserCredentials: all added, each at the end of its section, or none. */
export const addUserCredentials = universityStudentProcedure
  .input(addCredentialsInput)
  .mutation(({ ctx, input }) =>
    addCredentials(ctx.deps.db, {
      userId: ctx.user.row.id,
      credentials: input.credentials,
      now: ctx.deps.now(),
    }),
  );

/** jobEX-upsertUserCredential: edits (with id) or adds one credential; returns it (the spec's first item). */
export const upsertUserCredential = universityStudentProcedure
  .input(upsertCredentialInput)
  .mutation(({ ctx, input }) => {
    const { id, ...credential } = input.credential;
    return upsertCredential(ctx.deps.db, { userId: ctx.user.row.id, id, credential, now: ctx.deps.now() });
  });

/** jobEX-deleteUserCredential. */
export const deleteUserCredential = universityStudentProcedure
  .input(deleteCredentialInput)
  .mutation(async ({ ctx, input }) => {
    await deleteCredential(ctx.deps.db, { userId: ctx.user.row.id, credentialId: input.credentialId });
    return { deleted: true };
  });

/** jobEX-updateUserCredentials: one section's credentials in their new order. */
export const updateUserCredentials = universityStudentProcedure
  .input(updateCredentialsInput)
  .mutation(async ({ ctx, input }) => {
    await reorderCredentials(ctx.deps.db, {
      userId: ctx.user.row.id,
      credentialIds: input.credentials.map((c) => c.id),
    });
    return { updated: true };
  });

/** jobEX-syncCredentialsToProfileDoc: the CV as it stands becomes the caller's profile document. */
export const syncCredentialsToProfileDoc = universityStudentProcedure.mutation(({ ctx }) =>
  syncProfileDoc(ctx.deps.db, { userId: ctx.user.row.id, now: ctx.deps.now() }),
);
