import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export type OutboxChannel = 'whatsapp' | 'sms' | 'email';
/** `opted_out`: never handed to a provider, because its recipient replied STOP on that channel. */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'opted_out';
/** What the provider reported after accepting a message (its delivery-status webhooks). */
export type DeliveryState = 'accepted' | 'sent' | 'delivered' | 'read' | 'failed';

/**
 * Every WhatsApp, SMS or e-mail message, written in the transaction of the change that causes it
 * and delivered later by the outbox worker.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    transport: text('transport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The provider's id for the message (a WhatsApp `wamid`, a Twilio `SM…` sid): webhooks name it. */
    providerMessageId: text('provider_message_id'),
    deliveryState: text('delivery_state').$type<DeliveryState>(),
    deliveryError: text('delivery_error'),
    deliveryUpdatedAt: timestamp('delivery_updated_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_provider_message_idx').on(t.providerMessageId),
  ],
);

/**
 * What a phone number told us on one channel: when it last wrote to us (WhatsApp lets a business send free
 * text for 24 hours after that, templates only otherwise) and whether it replied STOP. `recipient` is the number as
 * the outbox stores it (8 digits for a Hong Kong phone).
 */
export const outboxContacts = pgTable(
  'outbox_contacts',
  {
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.recipient] })],
);
