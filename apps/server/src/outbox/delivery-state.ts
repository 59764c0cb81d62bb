import type { schema } from '@waypoint/db';

type DeliveryState = schema.DeliveryState;

/**
 * Providers post statuses out of order and more than once. A state only replaces an earlier one: `failed`
 * outranks `sent` (WhatsApp reports a message it could not deliver after sending it) but not `delivered`.
 */
const RANK: Record<DeliveryState, number> = { accepted: 0, sent: 1, failed: 2, delivered: 3, read: 4 };

/** The states a report of `state` may replace (those ranked below it), for a single conditional UPDATE. */
export function statesBelow(state: DeliveryState): DeliveryState[] {
  return (Object.keys(RANK) as DeliveryState[]).filter((s) => RANK[s] < RANK[state]);
}

/** WhatsApp's `statuses[].status` values. */
export function whatsappDeliveryState(status: string): DeliveryState | null {
  return status === 'sent' || status === 'delivered' || status === 'read' || status === 'failed'
    ? status
    : null;
}

/** Twilio's `MessageStatus` values. */
export function twilioDeliveryState(status: string): DeliveryState | null {
  switch (status) {
    case 'accepted':
    case 'scheduled':
    case 'queued':
    case 'sending':
      return 'accepted';
    case 'sent':
    case 'delivered':
    case 'read':
      return status;
    case 'undelivered':
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return null;
  }
}

// Twilio's standard opt-out and opt-in words, and the Chinese a Hong Kong reader would write.
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'REVOKE',
  '停止',
  '取消訂閱',
  '取消订阅',
]);
const START_WORDS = new Set(['START', 'UNSTOP', '開始', '开始']);

/** Whether a reply asks to stop or to start again: the whole reply is the word, as carriers read it. */
export function optOutIntent(text: string): 'stop' | 'start' | null {
  const word = text
    .trim()
    .replace(/[.!。！\s]+$/u, '')
    .toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}
