import { type DbOrTx, schema } from '@waypoint/db';
import { stripPersonalData } from '@waypoint/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { StudentSignals } from '../../ai/types.ts';

const { userTags, tags, userDisciplines, userSubjectGrades, subjects, userElectives } = schema;

/** Grades that show a strength: level 4 and above (Category A) or Attained with Distinction (Category C). */
const STRONG_GRADES = [
  '4',
  '5',
  '5*',
  '5**',
  'Attained with Distinction (I)',
  'Attained with Distinction (II)',
];

/**
 * What shapes a student's suggestions besides their words: teacher tags, liked and disliked study areas,
 * strong subjects (own or school prediction) and chosen electives. Names, phones and e-mails never.
 */
export async function loadStudentSignals(db: DbOrTx, userId: string): Promise<StudentSignals> {
  const tagRows = await db
    .select({ name: tags.name, nameChi: tags.nameChi })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(eq(userTags.userId, userId));
  const reactions = await db
    .select({ id: userDisciplines.disciplineId, reaction: userDisciplines.reaction })
    .from(userDisciplines)
    .where(
      and(
        eq(userDisciplines.userId, userId),
        or(eq(userDisciplines.reaction, 'like'), eq(userDisciplines.reaction, 'dislike')),
      ),
    );
  const strong = await db
    .selectDistinct({ nameEn: subjects.nameEn, nameChi: subjects.nameChi })
    .from(userSubjectGrades)
    .innerJoin(subjects, eq(subjects.id, userSubjectGrades.subjectId))
    .where(and(eq(userSubjectGrades.userId, userId), inArray(userSubjectGrades.grade, STRONG_GRADES)));
  const electives = await db
    .selectDistinct({ nameEn: subjects.nameEn, nameChi: subjects.nameChi })
    .from(userElectives)
    .innerJoin(subjects, eq(subjects.id, userElectives.electiveId))
    .where(eq(userElectives.userId, userId));
  return {
    // Tags are words teachers typed: what a teacher wrote about a student must not carry a phone or an ID out.
    tags: tagRows.map((t) => stripPersonalData([t.name, t.nameChi].filter(Boolean).join(' ')).text),
    likedDisciplineIds: reactions.filter((r) => r.reaction === 'like').map((r) => r.id),
    dislikedDisciplineIds: reactions.filter((r) => r.reaction === 'dislike').map((r) => r.id),
    strongSubjects: strong.map((s) => `${s.nameEn} ${s.nameChi}`),
    electives: electives.map((s) => `${s.nameEn} ${s.nameChi}`),
  };
}
