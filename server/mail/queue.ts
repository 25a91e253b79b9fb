/**
 * The durable mail queue. A route writes its mail into `mail_queue` in the same
 * transaction as what the mail announces (the code, the reset token, the contact message), so they
 * commit together, and answers without waiting for the mail server. The queue is drained:
 *
 * - right after the answer (the routes' `onResponse` hook), so mail leaves within milliseconds;
 * - every `pollMs` and at start-up, which sends retries that have come due and mail left behind by
 *   a crash (committed, never sent).
 *
 * A drainer claims a batch with one atomic UPDATE that sets a lease (a token and an expiry), on
 * PostgreSQL over `SELECT … FOR UPDATE SKIP LOCKED`; two server processes on one database never
 * hold the same row. A sent mail's row is deleted at once, since its body holds a code or a link.
 * A failure is retried with a doubling wait (5 s up to 10 min), at most `maxAttempts` claims and
 * never after the mail's content has expired (`give_up_at`); then the row is deleted and the loss
 * logged (the kind and the row id, never the address, the code or the link).
 *
 * A placeholder row (message null) is the same write as a mail and is claimed and deleted the same
 * way, without sending: the paths for unknown addresses queue one, so they do the work known ones do.
 *
 * Delivery is at least once: a process that dies after the mail server accepted a mail and before
 * its row is deleted leaves the row leased; it is sent again when the lease runs out.
 */
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import type { MailMessage, Mailer } from './index';

export interface MailQueueOptions {
  /** false: mail is queued but never sent by this process (tests of a crash before sending). */
  enabled?: boolean;
  /** Rows claimed at once; their mails are sent in parallel. */
  batchSize?: number;
  /** How long a claim holds a row; longer than any send may take (`sendTimeoutMs`). */
  leaseMs?: number;
  maxAttempts?: number;
  /** How often the queue is looked at besides after each answer. */
  pollMs?: number;
  /** A send that takes longer counts as failed (nodemailer's own timeouts usually come first). */
  sendTimeoutMs?: number;
}

export const MAIL_QUEUE_DEFAULTS = {
  batchSize: 10,
  leaseMs: 60_000,
  maxAttempts: 12,
  pollMs: 5_000,
  sendTimeoutMs: 30_000,
} as const;

/** The wait after the `attempts`-th failed try: 5 s, 10 s, 20 s, … up to 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
}

export interface MailLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const PLACEHOLDER_KIND = 'placeholder';
const DAY = 24 * 60 * 60_000;

/** One row of the queue; the running servers' drainers send it (also when a tool outside them wrote it). */
async function writeQueueRow(trx: Kysely<Database>, kind: string, message: string | null, now: number, lifetimeMs: number): Promise<void> {
  await trx.insertInto('mail_queue').values({
    id: randomUUID(), kind, message, attempts: 0, next_attempt_at: now, give_up_at: now + lifetimeMs,
    lease_token: null, lease_until: null, created_at: now,
  }).execute();
}

/**
 * Queues a notice (an alert) from outside a server, the operator's commands say: a day to
 * send it, like every mail without a code or link that expires.
 */
export const queueNotice = (trx: Kysely<Database>, message: MailMessage, now: number) =>
  writeQueueRow(trx, message.meta?.kind ?? 'mail', JSON.stringify(message), now, DAY);

interface ClaimedRow { id: string; kind: string; message: string | null; attempts: number; give_up_at: number; lease_token: string | null }

const errorDetails = (error: unknown) => ({ message: error instanceof Error ? error.message : String(error), code: (error as { code?: unknown } | null)?.code });

export class MailQueue {
  private readonly options: Required<MailQueueOptions>;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Db,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly log: MailLog,
    options: MailQueueOptions = {},
  ) {
    this.options = { enabled: true, ...MAIL_QUEUE_DEFAULTS, ...options };
  }

  /** How long a mail is worth sending: a code or a reset link is useless once expired. */
  private lifetimeMs(kind: string): number {
    if (kind === 'otp') return this.config.ttl.otpMs;
    if (kind === 'password-reset') return this.config.ttl.resetTokenMs;
    return DAY;
  }

  /** The mails still to send and the age of the oldest (placeholders are not mail): for the metrics. */
  async level(): Promise<{ depth: number; oldestAgeSeconds: number }> {
    const row = await this.database.db.selectFrom('mail_queue')
      .select((eb) => [eb.fn.countAll<number | string | bigint>().as('depth'), eb.fn.min('created_at').as('oldest')])
      .where('message', 'is not', null)
      .executeTakeFirst();
    const oldest = row?.oldest === null || row?.oldest === undefined ? undefined : Number(row.oldest);
    return {
      depth: Number(row?.depth ?? 0),
      oldestAgeSeconds: oldest === undefined ? 0 : Math.max(0, (this.config.clock() - oldest) / 1000),
    };
  }

  /** Queue `message` in the caller's transaction (or on its own when given the database). */
  async enqueue(trx: Kysely<Database>, message: MailMessage): Promise<void> {
    const kind = message.meta?.kind ?? 'mail';
    await this.insert(trx, kind, JSON.stringify(message), this.lifetimeMs(kind));
  }

  /** The write a mail would be, with nothing to send (what the unknown-address paths queue). */
  async enqueuePlaceholder(trx: Kysely<Database>): Promise<void> {
    await this.insert(trx, PLACEHOLDER_KIND, null, 0);
  }

  private async insert(trx: Kysely<Database>, kind: string, message: string | null, lifetimeMs: number): Promise<void> {
    await writeQueueRow(trx, kind, message, this.config.clock(), lifetimeMs);
  }

  /**
   * Route hook (`onResponse`): drain once the answer has gone out. A refusal (429 too many, 503
   * busy) did nothing and queued nothing, so it skips the look into the queue: under a flood of
   * refusals, that read was the largest part of what each one cost.
   */
  readonly onResponse = async (_request: unknown, reply: { statusCode: number }): Promise<void> => {
    if (reply.statusCode === 429 || reply.statusCode === 503) return;
    this.kick();
  };

  /** Drain in the background; failures are logged and retried by the timer. */
  kick(): void {
    if (!this.options.enabled || this.stopped) return;
    this.drain().catch((error: unknown) => {
      this.log.warn({ err: errorDetails(error) }, 'mail queue: drain failed; will retry');
    });
  }

  /**
   * Send everything that is due, until nothing is; resolves when done. A call while a drain runs
   * joins it and makes it look once more, so mail committed before the call is always seen.
   */
  drain(): Promise<void> {
    if (!this.options.enabled || this.stopped) return this.running ?? Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          for (;;) {
            if (this.stopped || !(await this.anyDue())) break;
            const batch = await this.claim();
            if (batch.length === 0) break;
            await Promise.all(batch.map((row) => this.deliver(row)));
          }
        } while (this.again && !this.stopped);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** Due, and not held by a live lease of any drainer. */
  private claimable(now: number) {
    return (eb: ExpressionBuilder<Database, 'mail_queue'>) => eb.and([
      eb('next_attempt_at', '<=', now),
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]),
    ]);
  }

  /** A plain read first, so an idle queue costs no write transaction (the timer looks every few seconds). */
  private async anyDue(): Promise<boolean> {
    const now = this.config.clock();
    const row = await this.database.db.selectFrom('mail_queue').select('id').where(this.claimable(now)).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * One atomic statement: the rows it returns are this drainer's until `lease_until`. SQLite runs
   * one writer at a time; on PostgreSQL the inner select skips rows another drainer has locked,
   * and the outer condition is checked again on the locked row.
   */
  async claim(): Promise<ClaimedRow[]> {
    const { db, dialect } = this.database;
    const now = this.config.clock();
    const token = randomUUID();
    let due = db.selectFrom('mail_queue').select('id').where(this.claimable(now)).orderBy('next_attempt_at').limit(this.options.batchSize);
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    return db.updateTable('mail_queue')
      .set((eb) => ({ lease_token: token, lease_until: now + this.options.leaseMs, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due)
      .where(this.claimable(now))
      .returning(['id', 'kind', 'message', 'attempts', 'give_up_at', 'lease_token'])
      .execute();
  }

  /** Delete the row if this drainer still holds it. */
  private async remove(row: ClaimedRow): Promise<void> {
    await this.database.db.deleteFrom('mail_queue').where('id', '=', row.id).where('lease_token', '=', row.lease_token).execute();
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    if (row.message === null) return this.remove(row); // a placeholder: nothing to send
    const about = { mail: row.id, kind: row.kind, attempt: row.attempts };
    if (this.config.clock() >= row.give_up_at) {
      this.log.error(about, 'mail queue: mail expired before it could be sent; dropped');
      return this.remove(row);
    }
    try {
      await this.sendWithin(JSON.parse(row.message) as MailMessage);
    } catch (error) {
      const now = this.config.clock();
      const retryAt = now + retryDelayMs(row.attempts);
      if (row.attempts >= this.options.maxAttempts || retryAt >= row.give_up_at) {
        this.log.error({ ...about, err: errorDetails(error) }, 'mail queue: delivery failed; no attempt left, dropped');
        return this.remove(row);
      }
      this.log.warn({ ...about, retry_in_ms: retryAt - now, err: errorDetails(error) }, 'mail queue: delivery failed; will retry');
      await this.database.db.updateTable('mail_queue').set({ lease_token: null, lease_until: null, next_attempt_at: retryAt })
        .where('id', '=', row.id).where('lease_token', '=', row.lease_token).execute();
      return;
    }
    await this.remove(row);
  }

  private async sendWithin(message: MailMessage): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${this.options.sendTimeoutMs} ms`)), this.options.sendTimeoutMs);
    });
    try {
      await Promise.race([this.mailer.send(message), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Drain now (mail left by a previous run) and every `pollMs`. On SQLite the instance lock lets
   * one server use the file, so a lease found at start belongs to a process that is gone: it is
   * released at once instead of running out. (On PostgreSQL another server may hold it.)
   */
  start(): void {
    if (!this.options.enabled || this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    const leftovers = this.database.dialect === 'sqlite'
      ? this.database.db.updateTable('mail_queue').set({ lease_token: null, lease_until: null }).where('lease_token', 'is not', null).execute()
      : Promise.resolve();
    leftovers.then(() => this.kick(), (error: unknown) => {
      this.log.warn({ err: errorDetails(error) }, 'mail queue: could not release the leases of a previous run');
      this.kick();
    });
  }

  /** No more claims; resolves once the mails being sent have been settled. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}
