import { type Db, schema } from '@waypoint/db';
import { asc, ilike, or, sql } from 'drizzle-orm';

const { users } = schema;

export interface PersonMatch {
  id: string;
  fullName: string;
  chineseName: string | null;
  phone: string;
  email: string | null;
  roles: string;
  schoolId: string | null;
  class: string | null;
}

/** Escapes LIKE's wildcards so that a search for "50%" finds the text, not everything. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * An admin finding the person a data request is about (docs/privacy.md "Requests by post"): by phone, e-mail,
 * English or Chinese name; at most 20, names first. Digits alone also match the phone without its country code.
 */
export async function findPeople(db: Db, query: string): Promise<PersonMatch[]> {
  const text = query.trim();
  if (text.length < 2) return [];
  const like = likeText(text);
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      chineseName: users.chineseName,
      phone: users.phone,
      email: users.email,
      roles: users.roles,
      schoolId: users.schoolId,
      class: users.class,
    })
    .from(users)
    .where(
      or(
        ilike(users.phone, like),
        ilike(users.email, like),
        ilike(users.fullName, like),
        ilike(users.chineseName, like),
        ilike(users.preferredName, like),
      ),
    )
    .orderBy(asc(users.fullName), asc(sql`${users.id}`))
    .limit(20);
}
