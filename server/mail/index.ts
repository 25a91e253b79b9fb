/**
 * Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise the development outbox
 * (kept in memory, listed at GET /api/dev/outbox, printed to the console in development).
 */
import { createTransport } from 'nodemailer';
import type { Clock, Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes, when not to the sender (the contact form's writer). */
  replyTo?: string;
  /** What the mail carries, for the development outbox and tests; never logged. */
  meta?: { kind: string; code?: string; link?: string; token?: string };
}

export interface OutboxEntry extends MailMessage {
  id: number;
  from: string;
  created_at: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Present only for the development outbox. */
  outbox?: Outbox;
}

const OUTBOX_LIMIT = 500;

export class Outbox {
  private readonly entries: OutboxEntry[] = [];
  private nextId = 1;

  constructor(private readonly from: string, private readonly clock: Clock, private readonly print: boolean) {}

  add(message: MailMessage): void {
    const entry: OutboxEntry = { id: this.nextId++, from: this.from, created_at: new Date(this.clock()).toISOString(), ...message };
    this.entries.push(entry);
    if (this.entries.length > OUTBOX_LIMIT) this.entries.shift();
    // Development only: a newcomer reads the code here. Production never has an outbox.
    if (this.print) console.log(`\n[dev outbox] To: ${entry.to}\n[dev outbox] Subject: ${entry.subject}\n${entry.text}\n`);
  }

  /** Oldest first, newest last. */
  list(): readonly OutboxEntry[] {
    return this.entries;
  }
}

export function createMailer(config: Config): Mailer {
  if (config.mail.mode === 'outbox') {
    const outbox = new Outbox(config.mailFrom, config.clock, config.mail.printToConsole);
    return { outbox, send: async (message) => outbox.add(message) };
  }
  // Bounded timeouts: a hung mail server must not hold a request for minutes.
  const transport = createTransport({ url: config.mail.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send({ to, subject, text, html, replyTo }) {
      await transport.sendMail({ from: config.mailFrom, to, subject, text, ...(html ? { html } : {}), ...(replyTo ? { replyTo: { name: '', address: replyTo } } : {}) });
    },
  };
}
