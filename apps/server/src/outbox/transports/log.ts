import type { Logger } from 'pino';
import type { OutgoingMessage, Transport } from '../transport.ts';

/**
 * The offline default: the message stays readable in the outbox table (admins see it on the Outbox page)
 * and the log notes the delivery without its text, which may hold a code.
 */
export class LogTransport implements Transport {
  readonly name = 'log';
  constructor(private readonly log: Logger) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.log.info(
      { outboxId: message.id, channel: message.channel },
      'outbox message delivered to the log transport',
    );
  }
}
