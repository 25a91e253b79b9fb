/**
 * The investor area's API under /api/investor/: each handler reads its input, calls one
 * query or command, and answers. Every route authenticates and works only on the caller's own
 * records: a record of another investor answers 404, as if absent. Matured investments are
 * credited before any answer (catch-up after downtime).
 */
import { mailNotify } from './notify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkoutBySlug, txHashProblem } from '../../domain/investment/validation';
import { INVESTOR_API } from '../../contract/investorEndpoints';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { ApiError, detailError, fieldError } from '../http/errors';
import { fromContract, typed } from '../http/contract-route';
import { pageOf } from '../http/validation';
import * as commands from './commands';
import { ConcurrencyLimit } from './concurrency-limit';
import { InvestorError } from './errors';
import { EXPORTS_BUSY_MESSAGE, EXPORTS_RUNNING, EXPORTS_WAITING, transactionsCsv } from './export';
import { settleMatured } from './maturity';
import * as queries from './queries';
import { fixedRateSource, type QuoteSource } from './rates';
import type { InvestorDb } from './schema';
import { startMaturityScheduler } from './scheduler';
import { checkoutWire, investmentWire } from './views';

export interface InvestorOptions {
  ctx: AppContext;
  /** Where coin rates come from; the fixed offline source by default. */
  quotes?: QuoteSource;
  /** Credit matured investments on time in the background (default true). */
  scheduler?: boolean;
  /** How many CSV exports run at once and how many wait (default EXPORTS_RUNNING, EXPORTS_WAITING in ./export.ts). */
  exportLimit?: ConcurrencyLimit;
}

/** A refused command as the API's answer: a field error (400) or a detail with its status. */
function refuse(error: unknown): never {
  if (error instanceof InvestorError) {
    if (error.field) throw fieldError(error.field, error.message, error.status);
    throw detailError(error.status, error.message);
  }
  throw error;
}

export default async function investorRoutes(fastify: FastifyInstance, options: InvestorOptions): Promise<void> {
  const app = typed(fastify);
  const { ctx } = options;
  const db: InvestorDb = ctx.database.db;
  const quotes = options.quotes ?? fixedRateSource();
  const exportLimit = options.exportLimit ?? new ConcurrencyLimit(EXPORTS_RUNNING, EXPORTS_WAITING);
  const now = () => ctx.config.clock();
  const notify = mailNotify(ctx.config.appUrl);
  if (options.scheduler !== false) {
    const scheduler = startMaturityScheduler(db, ctx.config.clock, app.log, ctx.config.testClock);
    app.addHook('onClose', async () => scheduler.stop());
  }

  // Authenticate before the body is parsed or validated: a caller without a token learns nothing.
  const guard = { onRequest: ctx.authenticate };
  /** The caller, with their matured investments credited and their run-out quotes expired. */
  const userOf = async (request: FastifyRequest) => {
    const { userId } = principalOf(request);
    await settleMatured(db, now(), userId);
    await commands.expireQuotes(db, now(), userId);
    return userId;
  };

  app.route({
    ...fromContract(INVESTOR_API.overview),
    ...guard,
    handler: async (request) => queries.overview(db, await userOf(request), now()),
  });

  app.route({
    ...fromContract(INVESTOR_API.investments),
    ...guard,
    handler: async (request) =>
      queries.breakdown(db, await userOf(request), pageOf(request.query), now()),
  });

  app.route({
    ...fromContract(INVESTOR_API.investmentOptions),
    ...guard,
    handler: async (request) =>
      queries.investmentOptions(db, await userOf(request), request.params.id, now()).catch(refuse),
  });

  app.route({
    ...fromContract(INVESTOR_API.terminate),
    ...guard,
    handler: async (request) => {
      const userId = await userOf(request);
      await commands.terminateEarly(db, userId, request.params.id, request.body.expected_payout_cents, now()).catch(refuse);
      return investmentWire(await commands.ownInvestment(db, userId, request.params.id), now());
    },
  });

  app.route({
    ...fromContract(INVESTOR_API.reinvest),
    ...guard,
    handler: async (request, reply) => {
      const userId = await userOf(request);
      const id = await commands.decide(db, userId, request.params.id, { kind: 'reinvest' }, now()).catch(refuse);
      return reply.code(201).send(investmentWire(await commands.ownInvestment(db, userId, id!), now()));
    },
  });

  app.route({
    ...fromContract(INVESTOR_API.upgrade),
    ...guard,
    handler: async (request, reply) => {
      const userId = await userOf(request);
      const decision = { kind: 'upgrade' as const, plan: request.body.plan, amountCents: request.body.amount_cents };
      const id = await commands.decide(db, userId, request.params.id, decision, now()).catch(refuse);
      return reply.code(201).send(investmentWire(await commands.ownInvestment(db, userId, id!), now()));
    },
  });

  app.route({
    ...fromContract(INVESTOR_API.end),
    ...guard,
    handler: async (request) => {
      const userId = await userOf(request);
      await commands.decide(db, userId, request.params.id, { kind: 'end' }, now()).catch(refuse);
      return investmentWire(await commands.ownInvestment(db, userId, request.params.id), now());
    },
  });

  app.route({
    ...fromContract(INVESTOR_API.createDeposit),
    ...guard,
    handler: async (request, reply) => {
      const userId = await userOf(request);
      const id = await commands.createDeposit(db, quotes, userId, request.body, now(), { testAddresses: ctx.config.env !== 'production' }).catch(refuse);
      return reply.code(201).send(checkoutWire(await commands.ownDeposit(db, userId, id), now()));
    },
  });

  app.route({
    ...fromContract(INVESTOR_API.openDeposit),
    ...guard,
    handler: async (request) => {
      const userId = await userOf(request);
      if (!checkoutBySlug(request.params.checkout)) throw detailError(404, 'Not found.');
      return queries.openDeposit(db, userId, request.params.checkout, now());
    },
  });

  app.route({
    ...fromContract(INVESTOR_API.requote),
    ...guard,
    handler: async (request) => {
      const userId = await userOf(request);
      await commands.requote(db, quotes, userId, request.params.id, now()).catch(refuse);
      return checkoutWire(await commands.ownDeposit(db, userId, request.params.id), now());
    },
  });

  app.route({
    ...fromContract(INVESTOR_API.reportPayment),
    ...guard,
    handler: async (request) => {
      const userId = await userOf(request);
      const txHash = request.body.tx_hash.trim();
      const { network } = await commands.ownDeposit(db, userId, request.params.id).catch(refuse);
      const problem = txHashProblem(network, txHash);
      if (problem) throw fieldError('tx_hash', problem);
      await commands.reportPayment(db, userId, request.params.id, txHash, now()).catch(refuse);
      return checkoutWire(await commands.ownDeposit(db, userId, request.params.id), now());
    },
  });

  app.route({
    ...fromContract(INVESTOR_API.withdraw),
    ...guard,
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request, reply) => {
      const userId = await userOf(request);
      // Money to a destination this investor never used needs a fresh step-up (ASVS 7.5.3).
      const newDestination = () => ctx.stepUp.require(principalOf(request));
      const id = await commands.requestWithdrawalFrom(db, userId, request.body, now(), notify, newDestination).catch(refuse);
      return reply.code(201).send(await queries.withdrawal(db, id));
    },
  });

  app.route({
    ...fromContract(INVESTOR_API.transactions),
    ...guard,
    handler: async (request) =>
      queries.transactionsPage(db, await userOf(request), request.query, pageOf(request.query)),
  });

  app.route({
    ...fromContract(INVESTOR_API.exportTransactions),
    ...guard,
    handler: async (request, reply) => {
      const userId = await userOf(request);
      // Bad filters answer 400 before anything is sent.
      queries.filteredTransactions(db, userId, request.query);
      const release = await exportLimit.acquire();
      if (!release) throw new ApiError(429, { detail: EXPORTS_BUSY_MESSAGE }, { 'retry-after': '5' });
      const csv = transactionsCsv(db, userId, request.query);
      // The place is given back when the stream ends, fails, or the client goes away.
      csv.once('close', release);
      // The contract's answer is the CSV text; it is streamed, a stream of that text.
      const text = csv as unknown as string;
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="transactions.csv"').send(text);
    },
  });

  app.route({
    ...fromContract(INVESTOR_API.referrals),
    ...guard,
    handler: async (request) => queries.referrals(db, await userOf(request)),
  });

  app.route({
    ...fromContract(INVESTOR_API.profile),
    ...guard,
    handler: async (request) => queries.profile(db, principalOf(request).userId),
  });

  app.route({
    ...fromContract(INVESTOR_API.updateProfile),
    ...guard,
    handler: async (request) => {
      const { userId } = principalOf(request);
      await commands.updateProfile(db, userId, request.body);
      return queries.profile(db, userId);
    },
  });
}
