import { type DbOrTx, schema } from '@waypoint/db';
import { desc, lt } from 'drizzle-orm';

const { outboxMessages } = schema;
const PAGE = 50;

export type OutboxMessageView = Pick<
  typeof outboxMessages.$inferSelect,
  | 'id'
  | 'channel'
  | 'recipient'
  | 'subject'
  | 'body'
  | 'status'
  | 'attempts'
  | 'transport'
  | 'lastError'
  | 'deliveryState'
  | 'deliveryError'
> & { createdAt: string; sentAt: string | null; deliveryUpdatedAt: string | null };

/** Newest first, a page at a time; `cursor` is the last id of the previous page. */
export async function listOutboxMessages(
  db: DbOrTx,
  { cursor }: { cursor?: number | undefined },
): Promise<{ items: OutboxMessageView[]; nextCursor: number | null }> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(cursor ? lt(outboxMessages.id, cursor) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(PAGE + 1);
  const items = rows.slice(0, PAGE).map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    status: r.status,
    attempts: r.attempts,
    transport: r.transport,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    deliveryState: r.deliveryState,
    deliveryError: r.deliveryError,
    deliveryUpdatedAt: r.deliveryUpdatedAt?.toISOString() ?? null,
  }));
  return { items, nextCursor: rows.length > PAGE ? items[items.length - 1]!.id : null };
}
