import { type DbOrTx, schema } from '@waypoint/db';
import { ERASED_NAME, erasedPhone } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { deleteOwnedContent } from './erase-content.ts';
import { markFilesDeleted } from './erase-files.ts';
import { anonymiseKeptRecords } from './erase-kept-records.ts';

const { users } = schema;

/**
 * Erases one person inside the caller's transaction (decision 019): what others count on is anonymised,
 * what is theirs is deleted, their uploads are marked deleted, and the users row stays with its id, roles,
 * school and DSE year (so seat counts and statistics by role stay right) but names no one and cannot be
 * signed in to. Returns the storage keys whose bytes the caller removes; null when there is no one to erase.
 */
export async function erasePerson(
  tx: DbOrTx,
  { userId, now, consentKey }: { userId: string; now: Date; consentKey: string },
): Promise<{ storageKeys: string[] } | null> {
  const [person] = await tx.select().from(users).where(eq(users.id, userId));
  if (!person || person.erasedAt) return null;
  // Kept records first: finding consents, bookings and messages needs the phone and e-mail still there.
  await anonymiseKeptRecords(tx, person, { now, consentKey });
  const { fileIds } = await deleteOwnedContent(tx, person);
  const storageKeys = await markFilesDeleted(tx, { ownerId: person.id, fileIds, now });
  await tx
    .update(users)
    .set({
      phone: erasedPhone(person.id),
      fullName: ERASED_NAME,
      preferredName: ERASED_NAME,
      chineseName: ERASED_NAME,
      email: null,
      passwordHash: null,
      class: null,
      studentNumber: null,
      rankInForm: null,
      studyingElectives: [],
      waGroupId: null,
      waGroupLink: null,
      accessDisabled: true,
      darkTheme: false,
      preferredLang: null,
      profilePic: null,
      isPhoneVerified: false,
      verificationResult: null,
      slpAccessType: null,
      heardOfProfessionIds: [],
      notHeardOfProfessionIds: [],
      devicePlatforms: [],
      lastLoginAt: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, person.id));
  return { storageKeys };
}
