import { type DbOrTx, schema } from '@waypoint/db';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { optOutIntent, statesBelow } from '../../outbox/delivery-state.ts';

const { outboxMessages, outboxContacts } = schema;

export interface DeliveryReport {
  providerMessageId: string;
  state: schema.DeliveryState;
  error?: string | null | undefined;
}

/**
 * Moves a message's delivery state forward. A repeated or older report matches no row and changes nothing,
 * so a provider's retries of the same webhook are harmless. Returns whether a message changed.
 */
export async function recordDeliveryReport(db: DbOrTx, report: DeliveryReport): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({
      deliveryState: report.state,
      deliveryError: report.state === 'failed' ? (report.error?.slice(0, 500) ?? null) : null,
      deliveryUpdatedAt: sql`now()`,
    })
    .where(
      and(
        eq(outboxMessages.providerMessageId, report.providerMessageId),
        or(
          isNull(outboxMessages.deliveryState),
          inArray(outboxMessages.deliveryState, statesBelow(report.state)),
        ),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

export interface InboundMessage {
  channel: schema.OutboxChannel;
  /** As the outbox stores recipients (storedAddressOf). */
  address: string;
  at: Date;
  text: string;
  /** The provider already read the reply as an opt-out or opt-in (Twilio's OptOutType). */
  providerIntent?: 'stop' | 'start' | null | undefined;
}

/**
 * Notes a reply: it opens WhatsApp's 24-hour window, and STOP or START sets or clears the number's opt-out on
 * that channel. A webhook delivered twice sets the same values again.
 */
export async function recordInboundMessage(
  db: DbOrTx,
  message: InboundMessage,
): Promise<'stop' | 'start' | null> {
  const intent = message.providerIntent ?? optOutIntent(message.text);
  const optedOutAt = intent === 'stop' ? message.at : null;
  await db
    .insert(outboxContacts)
    .values({ channel: message.channel, recipient: message.address, lastInboundAt: message.at, optedOutAt })
    .onConflictDoUpdate({
      target: [outboxContacts.channel, outboxContacts.recipient],
      set: {
        lastInboundAt: sql`greatest(${outboxContacts.lastInboundAt}, excluded.last_inbound_at)`,
        ...(intent === null
          ? {}
          : {
              optedOutAt:
                intent === 'stop' ? sql`coalesce(${outboxContacts.optedOutAt}, excluded.opted_out_at)` : null,
            }),
        updatedAt: sql`now()`,
      },
    });
  return intent;
}

/** The provider refused a number because it opted out with the provider itself: remember it here too. */
export async function markOptedOut(
  db: DbOrTx,
  channel: schema.OutboxChannel,
  address: string,
): Promise<void> {
  await db
    .insert(outboxContacts)
    .values({ channel, recipient: address, optedOutAt: sql`now()` })
    .onConflictDoUpdate({
      target: [outboxContacts.channel, outboxContacts.recipient],
      set: { optedOutAt: sql`coalesce(${outboxContacts.optedOutAt}, now())`, updatedAt: sql`now()` },
    });
}
