import nodemailer, { type Transporter } from 'nodemailer';
import type { OutgoingMessage, Transport } from '../transport.ts';

/** E-mail over SMTP (SMTP_URL such as smtp://user:pass@mail.example.org:587). */
export class SmtpTransport implements Transport {
  readonly name = 'smtp';
  private readonly mailer: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.mailer = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.mailer.sendMail({
      from: this.from,
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.body,
    });
  }
}
