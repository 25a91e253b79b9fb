import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { BreakdownWire, InvestmentWire } from '../../../contract/investor';
import { dollarsOfCents } from '../../oracle/checkout';
import { BREAKDOWN_TEXTS, sectorNameOf, specPlanOf } from '../../oracle/dashboard';
import { decisionsOffered, upgradeOptions } from '../../oracle/investorRules';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';
import { eventually, page } from '../auth/support';
import { creditedOptions, investment, runningOnly } from './breakdownFixtures';

const PAGE_SIZE = 10;
const FINISHED = 23;

// Finished investment n has a principal of $(600 + n): each page's rows are recognisable by amount.
const finished = Array.from({ length: FINISHED }, (_, n) => investment(`done-${n}`, 'ended', (600 + n) * 100));

/**
 * Signed in, the breakdown answered with `breakdownOf(page)` for each page asked (and `handlers`
 * for the page's other calls), then the breakdown page rendered.
 */
async function openBreakdown(strict: boolean, breakdownOf: (page: number) => BreakdownWire, ...handlers: RequestHandler[]) {
  window.localStorage.setItem('access', 'a.b.c');
  server.use(
    http.get(apiUrl('/investor/investments/'), ({ request }) => HttpResponse.json(breakdownOf(Number(new URL(request.url).searchParams.get('page') ?? 1)))),
    ...handlers,
  );
  await renderRoute('/dashboard/breakdown', { strict });
}

/** The breakdown API: two running investments and the finished ones a page at a time; records the pages asked for. */
function breakdownApi() {
  const pagesAsked: number[] = [];
  server.use(
    http.get(apiUrl('/investor/investments/'), ({ request }) => {
      const pageNumber = Number(new URL(request.url).searchParams.get('page') ?? 1);
      pagesAsked.push(pageNumber);
      const body: BreakdownWire = {
        running: [investment('run-active', 'active', 150_000), investment('run-credited', 'credited', 100_000)],
        history: { results: finished.slice((pageNumber - 1) * PAGE_SIZE, pageNumber * PAGE_SIZE), count: FINISHED, page: pageNumber, page_size: PAGE_SIZE },
        totals_by_plan: [{ plan: 'baselayer', principal_cents: 150_000, accrued_cents: 0, count: 1 }],
        totals_by_sector: [{ sector: 'agriculture', principal_cents: 150_000, count: 1 }],
      };
      return HttpResponse.json(body);
    }),
  );
  return { pagesAsked };
}

const runningTable = () => page().getByRole('table', { name: 'Running investments' });
const historyTable = () => page().getByRole('table', { name: 'Finished investments' });
/** The sector chart: named by its title, then its description (each sector's principal). */
const chartName = new RegExp(`^${BREAKDOWN_TEXTS.chartTitle} `);
const chart = () => page().getByRole('img', { name: chartName });

/** The buttons under a running investment's row (the one-cell row that follows it), by its principal; none without that row. */
function decisionsUnder(principalCents: number): HTMLElement[] {
  const rows = within(runningTable()).getAllByRole('row');
  const next = rows[rows.findIndex((row) => row.textContent!.includes(dollarsOfCents(principalCents))) + 1];
  if (!next || within(next).getAllByRole('cell').length !== 1) return [];
  return within(next).getAllByRole('button');
}

/** A responsive table's cells are labelled with their column's header (the label a narrow screen shows beside each value). */
function expectCellsLabelledByColumn(table: HTMLElement) {
  const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
  const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell'));
  for (const cells of rows.filter((each) => each.length === headers.length)) expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(headers);
}

// Principals tell the rows apart. Cycle 3 is a BaseLayer investment's last; other plans have no limit.
const RUNNING: InvestmentWire[] = [
  investment('active', 'active', 150_000),
  investment('matured', 'matured', 160_000),
  investment('fresh', 'credited', 170_000),
  { ...investment('spent', 'credited', 180_000), cycle: 3 },
  { ...investment('ignite', 'credited', 300_000), plan: 'ignite', cycle: 5 },
  { ...investment('top', 'credited', 7_500_000), plan: 'dynasty-layer' },
];

describe.each(REACT_MODES)('investment breakdown ($name)', ({ strict }) => {
  it('shows the running investments with their actions and pages through the finished ones', async () => {
    window.localStorage.setItem('access', 'a.b.c');
    const api = breakdownApi();
    await renderRoute('/dashboard/breakdown', { strict });
    const user = userEvent.setup();

    await eventually(() => expect(runningTable()).toBeInTheDocument());
    expect(runningTable()).toHaveTextContent('$1,500.00');
    expect(runningTable()).toHaveTextContent('Active');
    expect(runningTable()).toHaveTextContent('Matured · credited');
    expect(page().getByRole('button', { name: 'End early' })).toBeInTheDocument();
    expect(page().getByRole('button', { name: 'Reinvest' })).toBeInTheDocument();

    // Each running row names its plan and sector; the finished ones have no decisions under them.
    expect(runningTable()).toHaveTextContent(specPlanOf('baselayer').name);
    expect(runningTable()).toHaveTextContent(sectorNameOf('agriculture'));
    expectCellsLabelledByColumn(runningTable());
    expectCellsLabelledByColumn(historyTable());
    expect(within(historyTable()).getAllByRole('row')).toHaveLength(1 + PAGE_SIZE);
    const byPlan = within(page().getByRole('region', { name: BREAKDOWN_TEXTS.byPlan })).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(byPlan.slice(1)).toEqual([[specPlanOf('baselayer').name, '1', '$1,500.00', '$0.00']]);
    expect(chart()).toHaveAccessibleName(expect.stringContaining(`${sectorNameOf('agriculture')}: $1,500.00`));

    expect(page().getByRole('heading', { name: '23 finished investments' })).toBeInTheDocument();
    const pages = page().getByRole('navigation', { name: 'Pages of finished investments' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(historyTable()).toHaveTextContent('$600.00');
    expect(historyTable()).not.toHaveTextContent('$610.00');
    expect(page().getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(page().getByRole('button', { name: 'Next' }));
    await eventually(() => expect(pages).toHaveTextContent('Page 2 of 3'));
    expect(historyTable()).toHaveTextContent('$610.00');
    expect(historyTable()).not.toHaveTextContent('$600.00');
    expect(runningTable()).toHaveTextContent('$1,500.00'); // the running ones stay on every page

    await user.click(page().getByRole('button', { name: 'Next' }));
    await eventually(() => expect(pages).toHaveTextContent('Page 3 of 3'));
    expect(historyTable()).toHaveTextContent('$622.00');
    expect(page().getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(page().getByRole('button', { name: 'Previous' }));
    await eventually(() => expect(pages).toHaveTextContent('Page 2 of 3'));
    expect(api.pagesAsked.at(-1)).toBe(2);
    expect(new Set(api.pagesAsked)).toEqual(new Set([1, 2, 3]));
  });

  it('offers each running investment the decisions its lifecycle allows, and an upgrade to a higher tier', async () => {
    const fresh = RUNNING[2]!;
    const upgrades: unknown[] = [];
    await openBreakdown(
      strict,
      () => runningOnly(RUNNING),
      http.get(apiUrl(`/investor/investments/${fresh.id}/options/`), () => HttpResponse.json({ ...creditedOptions(fresh, 2_000_000), upgrade_plans: ['ignite', 'vertex', 'sovereign', 'dynasty-layer'] })),
      http.post(apiUrl(`/investor/investments/${fresh.id}/upgrade/`), async ({ request }) => {
        upgrades.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    await eventually(() => expect(runningTable()).toBeInTheDocument());
    for (const each of RUNNING) expect(decisionsUnder(each.principal_cents).map((button) => button.textContent), each.id).toEqual(decisionsOffered(each));
    // Only the BaseLayer investment past its third cycle says why it cannot be reinvested.
    expect(page().getByText(BREAKDOWN_TEXTS.baselayerLimit)).toBeInTheDocument();
    expect(page().getAllByText(BREAKDOWN_TEXTS.baselayerLimit)).toHaveLength(1);

    const upgrade = decisionsUnder(fresh.principal_cents).find((button) => button.textContent === BREAKDOWN_TEXTS.actions.upgrade)!;
    expect(upgrade).toHaveAttribute('aria-expanded', 'false');
    await user.click(upgrade);
    expect(upgrade).toHaveAttribute('aria-expanded', 'true');
    const plans = page().getByRole('combobox', { name: BREAKDOWN_TEXTS.upgradePlan });
    expect(within(plans).getAllByRole('option').slice(1).map((option) => option.textContent)).toEqual(upgradeOptions(fresh.plan));
    await user.selectOptions(plans, 'vertex');
    await user.type(page().getByRole('textbox', { name: BREAKDOWN_TEXTS.upgradeAmount }), '10000');
    await user.click(page().getByRole('button', { name: BREAKDOWN_TEXTS.review }));
    await eventually(() => expect(page().getByRole('region', { name: BREAKDOWN_TEXTS.actionTitles.upgrade })).toBeInTheDocument());
    const panel = page().getByRole('region', { name: BREAKDOWN_TEXTS.actionTitles.upgrade });
    expect(within(panel).getAllByRole('definition').slice(0, 2).map((value) => value.textContent)).toEqual(['VERTEX', '$10,000.00']);
    await user.click(within(panel).getByRole('button', { name: BREAKDOWN_TEXTS.confirm.upgrade }));
    await eventually(() => expect(page().getByRole('status')).toHaveTextContent(BREAKDOWN_TEXTS.done.upgrade));
    expect(upgrades).toEqual([{ plan: 'vertex', amount_cents: 1_000_000 }]);
  });

  it('opens the preview of the decision pressed, for its own investment', async () => {
    const [active, , fresh] = RUNNING;
    const asked: string[] = [];
    await openBreakdown(
      strict,
      () => runningOnly(RUNNING),
      http.get(apiUrl('/investor/investments/:id/options/'), ({ params }) => {
        asked.push(String(params.id));
        const early = { principal_cents: 150_000, forfeited_cents: 0, fee_bps: 0, fee_cents: 0, payout_cents: 150_000 };
        return HttpResponse.json(params.id === active!.id ? { ...creditedOptions(active!, 0), reinvest: null, early_termination: early } : creditedOptions(fresh!, 0));
      }),
    );
    const user = userEvent.setup();
    await eventually(() => expect(runningTable()).toBeInTheDocument());
    for (const [each, kind] of [[active!, 'terminate'], [fresh!, 'reinvest'], [fresh!, 'end']] as const) {
      await user.click(decisionsUnder(each.principal_cents).find((button) => button.textContent === BREAKDOWN_TEXTS.actions[kind])!);
      await eventually(() => expect(page().getByRole('region', { name: BREAKDOWN_TEXTS.actionTitles[kind] })).toBeInTheDocument());
      expect(asked.at(-1)).toBe(each.id);
      await user.click(page().getByRole('button', { name: 'Cancel' }));
      await eventually(() => expect(page().queryByRole('region', { name: BREAKDOWN_TEXTS.actionTitles[kind] })).not.toBeInTheDocument());
    }
  });

  it('says so when there is no investment at all', async () => {
    await openBreakdown(strict, () => ({
      running: [], history: { results: [], count: 0, page: 1, page_size: PAGE_SIZE }, totals_by_plan: [], totals_by_sector: [],
    }));
    // Under the running ones and the sectors alike; no chart, no finished ones.
    await eventually(() => expect(page().getAllByText(BREAKDOWN_TEXTS.empty)).toHaveLength(2));
    expect(page().queryByRole('img', { name: chartName })).not.toBeInTheDocument();
    expect(page().queryByRole('heading', { name: /finished investment/ })).not.toBeInTheDocument();
  });

  // A plan or sector this app does not know yet (a newer server) is shown by its id; a page emptied meanwhile shows no table.
  it('names an unknown plan and sector by their ids, and shows no table for an empty page', async () => {
    const unknown = { ...investment('later', 'active', 90_000), plan: 'aurora', sector: 'space' } as unknown as InvestmentWire;
    await openBreakdown(strict, (pageNumber) => ({
      running: [unknown],
      history: { results: pageNumber === 2 ? [] : finished.slice(0, PAGE_SIZE), count: 12, page: pageNumber, page_size: PAGE_SIZE },
      totals_by_plan: [], totals_by_sector: [],
    }));
    const user = userEvent.setup();
    await eventually(() => expect(runningTable()).toHaveTextContent('aurora'));
    expect(runningTable()).toHaveTextContent('space');
    await user.click(page().getByRole('button', { name: 'Next' }));
    await eventually(() => expect(page().getByRole('navigation', { name: BREAKDOWN_TEXTS.historyPagination })).toHaveTextContent('Page 2 of 2'));
    expect(page().queryByRole('table', { name: BREAKDOWN_TEXTS.historyTitle })).not.toBeInTheDocument();
  });

  it('says so when nothing is running but finished investments exist', async () => {
    await openBreakdown(strict, () => ({
      running: [], history: { results: finished.slice(0, 3), count: 3, page: 1, page_size: PAGE_SIZE }, totals_by_plan: [], totals_by_sector: [],
    }));
    await eventually(() => expect(page().getByText('No running investments. Finished ones are listed below.')).toBeInTheDocument());
    expect(page().getByRole('heading', { name: '3 finished investments' })).toBeInTheDocument();
    expect(page().queryByRole('navigation', { name: 'Pages of finished investments' })).toBeNull(); // one page only
  });
});
