import { type DbOrTx, schema } from '@waypoint/db';

export interface OutboxInput {
  channel: 'whatsapp' | 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
  meta?: Record<string, unknown>;
}

/** Call inside the transaction of the change that causes the message: both commit or neither does. */
export async function enqueueMessage(db: DbOrTx, message: OutboxInput): Promise<number> {
  const [row] = await db
    .insert(schema.outboxMessages)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      meta: message.meta ?? null,
    })
    .returning({ id: schema.outboxMessages.id });
  return row!.id;
}
