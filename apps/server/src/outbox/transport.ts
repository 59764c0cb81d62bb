export interface OutgoingMessage {
  id: number;
  channel: 'whatsapp' | 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  meta: Record<string, unknown> | null;
}

/** Delivers one message or throws; the worker records the outcome and retries with back-off. */
export interface Transport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}
