/**
 * The books under random money operations (fast-check), on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL. Three investors (Bob referred by Alice, Carol by Bob) make deposits, report their
 * payments, end investments early (the fee drawn per run), reinvest, upgrade, end and withdraw;
 * the operator confirms (paying the referral bonus) and rejects deposits, pays and rejects
 * withdrawals; days pass and matured investments are credited. Operations that must be refused
 * (a second confirmation, more than the available balance, another investor's record, a payout
 * the investor was not shown…) are drawn as often as the others.
 *
 * - In turn: each operation's answer is the reference model's (./books-model.ts: accepted, or
 *   refused with the same status), and afterwards the run's books satisfy every invariant of the
 *   reconciliation and hold the model's money and records; the investor's overview shows the
 *   model's balances.
 * - At once: the same operations in concurrent batches (time passes between batches, and the
 *   maturity settlement runs alongside the batch after it). No answer is an error, and at the end
 *   the books balance and hold what the accepted answers imply: each record decided at most once,
 *   as answered, and the money confirmed, paid, held and kept exactly that of the accepted answers.
 *
 * A failure shrinks to a short sequence and fast-check prints it with its seed and path, each
 * operation on a line (./books-ops.ts says how `deposit#2` names a record), followed by the
 * error: the expectation that failed and the run's operations with their answers. To replay it
 * at once, without the search and the shrinking, give the seed and path fast-check printed and, for
 * the operations in turn, the replayPath at the end of the counterexample (`-t` picks the test):
 *
 *   BOOKS_SEED=<seed> BOOKS_PATH=<path> BOOKS_REPLAY=<replayPath> \
 *     npx vitest run --project server tests/server/books.property.test.ts -t 'reference model'
 *
 * `npm run soak` runs both properties far longer (SOAK=1).
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { forEachDatabase } from './harness';
import { emptyModel, type BooksModel } from './books-model';
import { apply, describe as describeOp, opArbitrary, predict, resolve, type Op } from './books-ops';
import { expectBooksAsModel, expectOverviewAsModel, openWorld, send, type World } from './books-world';
import { expectBooksAsAnswered, sendInBatches, storyOf } from './books-concurrent';

/**
 * Runs and run lengths: `npm test` keeps the file to about 20 s per database on a 2-core machine,
 * where a PostgreSQL run takes about three times a SQLite one.
 */
const SOAK = process.env.SOAK === '1';
const SEQUENTIAL = SOAK ? { sqlite: 200, postgres: 100, maxCommands: 60 } : { sqlite: 30, postgres: 10, maxCommands: 40 };
const CONCURRENT = SOAK ? { sqlite: 150, postgres: 100, maxLength: 80, batch: 8 } : { sqlite: 25, postgres: 10, maxLength: 40, batch: 6 };
const TIMEOUT_MS = SOAK ? 60 * 60_000 : 120_000;

/** The replay of a printed failure (see the header); BOOKS_REPLAY is read by fc.commands below. */
const replay = process.env.BOOKS_SEED
  ? { seed: Number(process.env.BOOKS_SEED), path: process.env.BOOKS_PATH, endOnFailure: true }
  : {};

const feeBps = fc.constantFrom(0, 250, 1_000);

/** The operations of a run so far, with the server's answers: the story a failure tells. */
interface Real { world: World; story: string[] }

/** One operation in turn: the server answers as the model predicts, then the books are the model's. */
class BooksCommand implements fc.AsyncCommand<BooksModel, Real> {
  constructor(readonly op: Op) {}

  check(state: Readonly<BooksModel>): boolean {
    return resolve(state, this.op) !== null;
  }

  async run(state: BooksModel, { world, story }: Real): Promise<void> {
    const resolved = resolve(state, this.op)!;
    const expected = predict(state, resolved);
    const answer = await send(world, resolved);
    story.push(`${describeOp(this.op)} → ${answer.status}`);
    try {
      if (expected.accepted) expect(answer.status, 'accepted').toBeLessThan(300);
      else expect(answer.status, 'refused').toBe(expected.status);
      if (expected.accepted) apply(state, resolved, answer.createdId);
      await expectBooksAsModel(world, state);
      if ('who' in resolved) await expectOverviewAsModel(world, state, resolved.who);
    } catch (error) {
      if (error instanceof Error) error.message += `\n\nThe run (operation → answer):\n${story.map((line, n) => `${n + 1}. ${line}`).join('\n')}`;
      throw error;
    }
  }

  toString(): string {
    return describeOp(this.op);
  }
}

forEachDatabase((setup, kind) => {
  it('answers every money operation as the reference model does, and its books balance and match the model after each', async () => {
    const h = await setup();
    const commands = fc.commands([opArbitrary.map((op) => new BooksCommand(op))], { maxCommands: SEQUENTIAL.maxCommands, size: 'medium', replayPath: process.env.BOOKS_REPLAY });
    await fc.assert(fc.asyncProperty(feeBps, commands, async (fee, sequence) => {
      const world = await openWorld(h, fee);
      const state = emptyModel(h.clock(), fee);
      await fc.asyncModelRun(() => ({ model: state, real: { world, story: [] } }), sequence);
      for (const who of world.investors.keys()) await expectOverviewAsModel(world, state, who);
    }), { numRuns: SEQUENTIAL[kind], unbiased: true, ...replay });
  }, TIMEOUT_MS);

  it('sent at once, answers only as each operation may, and its books balance and hold what the accepted answers imply', async () => {
    const h = await setup();
    const ops = fc.array(opArbitrary, { maxLength: CONCURRENT.maxLength, size: 'medium' });
    await fc.assert(fc.asyncProperty(feeBps, ops, async (fee, sequence) => {
      const world = await openWorld(h, fee);
      const answered = await sendInBatches(world, sequence, CONCURRENT.batch);
      try {
        await expectBooksAsAnswered(world, answered);
      } catch (error) {
        if (error instanceof Error) error.message += `\n\nThe run (operation → answer, in batches as sent):\n${storyOf(answered)}`;
        throw error;
      }
    }), { numRuns: CONCURRENT[kind], unbiased: true, ...replay });
  }, TIMEOUT_MS);
});
