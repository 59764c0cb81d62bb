import { type Db, queryRows, schema } from '@waypoint/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { markOptedOut } from '../services/outbox/delivery-reports.ts';
import { DeliveryError, type OutgoingMessage, type Transport } from './transport.ts';
import { HttpTransport } from './transports/http.ts';
import { LogTransport } from './transports/log.ts';
import { SmtpTransport } from './transports/smtp.ts';
import { TwilioSmsTransport } from './transports/twilio-sms.ts';
import { WhatsAppCloudTransport } from './transports/whatsapp-cloud.ts';

const { outboxMessages, outboxContacts } = schema;

export const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** A claimed message that was not settled within this time (its process died) is claimed again. */
const CLAIM_LEASE_SECONDS = 300;

export type TransportMap = Record<OutgoingMessage['channel'], Transport>;

export function transportsFromConfig(config: Config, log: Logger): TransportMap {
  const fallback = new LogTransport(log);
  const { outbox } = config;
  // A provider's own API before the generic JSON gateway, and the log when neither is configured.
  return {
    whatsapp: outbox.whatsappCloud
      ? new WhatsAppCloudTransport(outbox.whatsappCloud)
      : outbox.whatsappUrl
        ? new HttpTransport(outbox.whatsappUrl, outbox.httpToken, 'http-whatsapp')
        : fallback,
    sms: outbox.twilio
      ? new TwilioSmsTransport(outbox.twilio)
      : outbox.smsUrl
        ? new HttpTransport(outbox.smsUrl, outbox.httpToken, 'http-sms')
        : fallback,
    email: outbox.smtpUrl ? new SmtpTransport(outbox.smtpUrl, outbox.mailFrom) : fallback,
  };
}

export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims due messages with FOR UPDATE SKIP LOCKED in one statement, so several server processes share
 * the work without sending a message twice, and sends outside any transaction.
 */
export async function deliverDueMessages(
  db: Db,
  transports: TransportMap,
  log: Logger,
  stopping: () => boolean = () => false,
): Promise<number> {
  const rows = await queryRows<{
    id: number;
    channel: OutgoingMessage['channel'];
    recipient: string;
    subject: string | null;
    body: string;
    meta: Record<string, unknown> | null;
    attempts: number;
  }>(
    db,
    sql`
    update ${outboxMessages} set attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
    where id in (
      select id from ${outboxMessages}
      where status = 'pending' and next_attempt_at <= now()
      order by id limit ${BATCH}
      for update skip locked)
    returning id, channel, recipient, subject, body, meta, attempts`,
  );
  // UPDATE … RETURNING gives no order; messages go out in the order they were queued.
  rows.sort((a, b) => Number(a.id) - Number(b.id));
  const contacts = await contactsOf(db, rows);
  for (const [index, row] of rows.entries()) {
    if (stopping()) {
      await releaseClaims(
        db,
        rows.slice(index).map((r) => Number(r.id)),
      );
      return index;
    }
    const transport = transports[row.channel];
    const contact = contacts.get(`${row.channel} ${row.recipient}`);
    if (contact?.optedOutAt) {
      await settleOptedOut(db, Number(row.id), null);
      continue;
    }
    try {
      const result = await transport.send({
        ...row,
        id: Number(row.id),
        lastInboundAt: contact?.lastInboundAt ?? null,
      });
      const providerMessageId = result?.providerMessageId ?? null;
      await db
        .update(outboxMessages)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          transport: transport.name,
          lastError: null,
          providerMessageId,
          deliveryState: providerMessageId ? 'accepted' : null,
        })
        .where(eq(outboxMessages.id, Number(row.id)));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof DeliveryError && err.optedOut) {
        await markOptedOut(db, row.channel, row.recipient);
        await settleOptedOut(db, Number(row.id), message);
        continue;
      }
      const permanent = err instanceof DeliveryError && err.permanent;
      const giveUp = permanent || row.attempts >= MAX_ATTEMPTS;
      const delay =
        (err instanceof DeliveryError ? err.retryAfterSeconds : undefined) ?? retryDelaySeconds(row.attempts);
      log.warn({ outboxId: row.id, attempts: row.attempts, giveUp, err: message }, 'outbox delivery failed');
      await db
        .update(outboxMessages)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: message.slice(0, 500),
          transport: transport.name,
          nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
        })
        .where(eq(outboxMessages.id, Number(row.id)));
    }
  }
  return rows.length;
}

async function contactsOf(
  db: Db,
  rows: { channel: OutgoingMessage['channel']; recipient: string }[],
): Promise<Map<string, { lastInboundAt: Date | null; optedOutAt: Date | null }>> {
  const addresses = [...new Set(rows.filter((r) => r.channel !== 'email').map((r) => r.recipient))];
  if (addresses.length === 0) return new Map();
  const found = await db.select().from(outboxContacts).where(inArray(outboxContacts.recipient, addresses));
  return new Map(found.map((c) => [`${c.channel} ${c.recipient}`, c]));
}

/** The recipient replied STOP: the message is settled, never sent, and says why. */
async function settleOptedOut(db: Db, id: number, providerError: string | null): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'opted_out', lastError: providerError?.slice(0, 500) ?? null })
    .where(eq(outboxMessages.id, id));
}

/**
 * Gives back messages this process claimed but did not send (it is stopping): due at once for another
 * process, with the claim's attempt not counted, instead of waiting out the claim's lease.
 */
async function releaseClaims(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, 'pending')));
}

export interface OutboxWorker {
  stop(): Promise<void>;
  /** Runs one round now (tests and the admin page use it to avoid waiting for the timer). */
  runOnce(): Promise<number>;
}

export function startOutboxWorker(
  db: Db,
  transports: TransportMap,
  log: Logger,
  pollMs: number,
): OutboxWorker {
  let stopped = false;
  let busy = false;
  let running: Promise<number> = Promise.resolve(0);
  const tick = () => {
    busy = true;
    running = deliverDueMessages(db, transports, log, () => stopped)
      .catch((err: unknown) => {
        log.error({ err }, 'outbox round failed');
        return 0;
      })
      .finally(() => {
        busy = false;
      });
    return running;
  };
  // One round at a time: a round slower than the poll (a slow gateway) must not overlap the next, or
  // stopping would wait for the last round only while an earlier one was still sending.
  const timer = setInterval(() => {
    if (!stopped && !busy) void tick();
  }, pollMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    runOnce: async () => {
      await running;
      return tick();
    },
  };
}
