import { type Db, schema } from '@waypoint/db';
import { fileIdFromUrl } from '@waypoint/domain';
import { claimUpload } from '../../storage/uploads.ts';
import { fail } from '../errors.ts';

export interface FeedbackSubmission {
  name: string;
  email: string;
  feedback: string;
  photoLink: string | null;
  programId: number | null;
}

/**
 * Spec createNewFeedback. A photo must be an upload of this sender (their account, or signed out their
 * address) not yet saved with another record; saving claims it, so the sweep of unclaimed uploads keeps it.
 */
export async function createFeedback(
  db: Db,
  input: FeedbackSubmission,
  sender: { userId: string | null; uploaderKey: string; now: Date },
): Promise<{ id: number }> {
  const fileId = input.photoLink ? fileIdFromUrl(input.photoLink) : null;
  if (input.photoLink && !fileId) fail('BAD_REQUEST', 'errors.invalidFileLink');
  return db.transaction(async (tx) => {
    if (fileId) {
      const claimed = await claimUpload(tx, {
        fileId,
        purposes: ['feedback'],
        userId: sender.userId,
        uploaderKey: sender.uploaderKey,
        now: sender.now,
      });
      if (!claimed) fail('BAD_REQUEST', 'errors.invalidFileLink');
    }
    const [row] = await tx
      .insert(schema.feedback)
      .values({
        userId: sender.userId,
        name: input.name,
        email: input.email,
        feedback: input.feedback,
        photoLink: input.photoLink,
        programId: input.programId,
      })
      .returning({ id: schema.feedback.id });
    return { id: row!.id };
  });
}
