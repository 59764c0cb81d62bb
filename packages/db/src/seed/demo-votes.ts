import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { eventResponses, events, userUsers } from '../schema/events.ts';
import { users } from '../schema/users.ts';

/** A past Workshop 2 session whose presenters have been voted on (spec 1 §2.4, §4.3). */
export const DEMO_VOTES_SESSION_ID = 'e7000000-0000-4000-8000-000000000001';

const PRESENTERS = ['91000030', '91000031', '91000032', '91000033', '91000034', '91000035'];

/**
 * Six beacon1 students attended and presented, their class teacher came along, and a few votes and a
 * teacher's shortlist are in, so the session list has something in every tab. 91000030 and 91000031 have
 * not voted (the live-voting journey starts from them). Seeded once: an existing session is left alone.
 */
export async function seedDemoVotes(db: DbOrTx, now: Date): Promise<void> {
  const start = new Date(now.getTime() - 3 * 86_400_000);
  start.setUTCHours(7, 30, 0, 0); // 15:30 in Hong Kong
  const created = await db
    .insert(events)
    .values({
      id: DEMO_VOTES_SESSION_ID,
      name: 'Workshop 2: presentation day',
      nameChi: '工作坊二：匯報日',
      startTime: start,
      endTime: new Date(start.getTime() + 2 * 3600_000),
      mode: 'Campus',
      venue: 'Beacon College hall',
      language: 'Cantonese',
      capacity: 30,
      seatsTaken: PRESENTERS.length + 1,
      anchorEventId: 'work-workshop-2',
      anchorEventName: 'Workshop 2',
      group: 'Work',
      videoLink: 'https://video.example.com/waypoint-workshop-2',
      rollCallCode: 'WAY2026',
      isDemo: true,
    })
    .onConflictDoNothing()
    .returning({ id: events.id });
  if (created.length === 0) return;

  const rows = await db
    .select({ id: users.id, phone: users.phone, schoolId: users.schoolId })
    .from(users)
    .where(inArray(users.phone, [...PRESENTERS, '90000003', '90000004']));
  const id = new Map(rows.map((r) => [r.phone, r.id]));
  const attendees = rows.filter((r) => r.phone !== '90000003');
  if (attendees.length === 0) return;
  await db
    .insert(eventResponses)
    .values(
      attendees.map((r) => ({
        eventId: DEMO_VOTES_SESSION_ID,
        userId: r.id,
        schoolId: r.schoolId,
        response: 'Attended',
        confirmed: true,
        attended: true,
        holdsSeat: true,
        rollCallTime: start,
      })),
    )
    .onConflictDoNothing();

  const votes: [
    voter: string,
    target: string,
    extra?: { grade?: string; order?: number; reason?: string },
  ][] = [
    ['91000033', '91000034', { reason: 'Clear and confident.' }],
    ['91000034', '91000034'],
    ['91000035', '91000032'],
    ['91000032', '91000034'],
    ['90000003', '91000034', { grade: 'Excellent', order: 1 }],
    ['90000003', '91000032', { grade: 'Very good', order: 2 }],
  ];
  const values = votes
    .filter(([voter, target]) => id.has(voter) && id.has(target))
    .map(([voter, target, extra]) => ({
      sessionId: DEMO_VOTES_SESSION_ID,
      userId: id.get(voter)!,
      targetUserId: id.get(target)!,
      reaction: 'like',
      grade: extra?.grade ?? null,
      order: extra?.order ?? null,
      reason: extra?.reason ?? null,
    }));
  if (values.length > 0) await db.insert(userUsers).values(values).onConflictDoNothing();
}
