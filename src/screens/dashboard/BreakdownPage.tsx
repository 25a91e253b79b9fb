import { Fragment, useState } from 'react';
import styled from 'styled-components';
import type { PlanId } from '../../../domain/constants';
import { formatBps, formatCents } from '../../../domain/investment/money';
import type { InvestmentActionKind, InvestmentActionRequest } from '../../../domain/investment/types';
import type { BreakdownWire, InvestmentWire } from '../../../contract/investor';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { breakdownCopy, common, investmentStatusLabels, shortDate } from '../../content/dashboard';
import { planName, sectorName } from '../../content/names';
import { choicesFor, useInvestmentAction } from '../../features/dashboard/investmentAction.flow';
import { Pagination, pageCount } from '../../features/dashboard/Pagination';
import { SectorChart } from '../../features/dashboard/SectorChart';
import { useBreakdown } from '../../features/dashboard/resource.flow';
import { LoadState } from '../../components/cards/LoadState';
import { Field, Input, Select } from '../../components/cards/fields';
import { StatusBadge, Summary, toneOf } from '../../components/cards/figures';
import { Actions, Card, CardHeader, Grid, Muted, ScreenTitle } from '../../components/cards/layout';
import { ResponsiveTable, TableWrap } from '../../components/cards/tables';

const hasActions = (investment: InvestmentWire) => choicesFor(investment).kinds.length > 0;

const Small = styled.small`
  display: block; color: ${({ theme }) => theme.color.inkMuted}; font-size: ${({ theme }) => theme.fontSize.xs};
`;

const HAS_ACTIONS = 'has-actions';

const InvestmentTable = styled(ResponsiveTable)`
  tr.${HAS_ACTIONS} td { border-bottom: 0; }
  tr.actions td { padding-top: 0; }
`;

const Panel = styled(Card)`
  border: 2px solid ${({ theme }) => theme.color.navy};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

function ActionButtons({ investment, onChoose }: { investment: InvestmentWire; onChoose: (request: InvestmentActionRequest) => void }) {
  const [upgrading, setUpgrading] = useState(false);
  const [planId, setPlanId] = useState<PlanId | ''>('');
  const [amount, setAmount] = useState('');
  const a = breakdownCopy.actions;
  const choose = (kind: InvestmentActionKind) => onChoose({ kind, investmentId: investment.id });
  const { kinds, upgradePlans: higher, cyclesUsedUp } = choicesFor(investment);
  // An active investment's one decision stands alone; a credited one's come as a row (the lifecycle never offers both).
  if (kinds[0] === 'terminate') {
    return <Button type="button" $size="sm" $variant="ghost" onClick={() => choose('terminate')}>{a.terminate}</Button>;
  }
  return (
    <div>
      <Actions>
        {kinds.includes('reinvest') ? <Button type="button" $size="sm" onClick={() => choose('reinvest')}>{a.reinvest}</Button> : null}
        {kinds.includes('upgrade') ? <Button type="button" $size="sm" $variant="secondary" aria-expanded={upgrading} onClick={() => setUpgrading(!upgrading)}>{a.upgrade}</Button> : null}
        {kinds.includes('end') ? <Button type="button" $size="sm" $variant="ghost" onClick={() => choose('end')}>{a.end}</Button> : null}
      </Actions>
      {cyclesUsedUp ? <Muted style={{ fontSize: '0.8125rem', marginTop: 4 }}>{breakdownCopy.baselayerLimit}</Muted> : null}
      {upgrading ? (
        <form style={{ marginTop: 8 }} onSubmit={(event) => { event.preventDefault(); onChoose({ kind: 'upgrade', investmentId: investment.id, planId: planId || undefined, amount }); }}>
          <Field id={`upgrade-plan-${investment.id}`} label={breakdownCopy.upgradePlan}>
            <Select id={`upgrade-plan-${investment.id}`} value={planId} onChange={(event) => setPlanId(event.target.value as PlanId)}>
              <option value="">—</option>
              {higher.map((plan) => <option key={plan.id} value={plan.id}>{`${plan.name} (${formatCents(plan.minDeposit * 100)}+)`}</option>)}
            </Select>
          </Field>
          <Field id={`upgrade-amount-${investment.id}`} label={breakdownCopy.upgradeAmount}>
            <Input id={`upgrade-amount-${investment.id}`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </Field>
          <Button type="submit" $size="sm">{breakdownCopy.review}</Button>
        </form>
      ) : null}
    </div>
  );
}

/** A table of investments; with `onChoose`, each running one has its actions under its row. */
function InvestmentRows({ rows, caption, onChoose }: { rows: InvestmentWire[]; caption: string; onChoose?: (request: InvestmentActionRequest) => void }) {
  const c = breakdownCopy.columns;
  return (
    <InvestmentTable>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th>{c.plan}</th><th className="num">{c.amount}</th><th className="num">{c.daily}</th><th className="num">{c.accrued}</th>
            <th>{c.start} – {c.maturity}</th><th>{c.status}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((investment) => {
            const withActions = onChoose && hasActions(investment);
            return (
              <Fragment key={investment.id}>
                <tr className={withActions ? HAS_ACTIONS : undefined}>
                  <td data-label={c.plan}>
                    <strong>{planName(investment.plan)}</strong>
                    <Small>{sectorName(investment.sector)} · {breakdownCopy.cycle(investment.cycle, investment.max_cycles)}</Small>
                  </td>
                  <td data-label={c.amount} className="num">{formatCents(investment.principal_cents)}</td>
                  <td data-label={c.daily} className="num">{formatCents(investment.daily_return_cents)}<Small>{formatBps(investment.daily_return_bps)}</Small></td>
                  <td data-label={c.accrued} className="num">{formatCents(investment.accrued_cents)}</td>
                  <td data-label={`${c.start} – ${c.maturity}`}>{shortDate(investment.started_at)}<Small>→ {shortDate(investment.matures_at)}</Small></td>
                  <td data-label={c.status}><StatusBadge tone={toneOf(investment.status)}>{investmentStatusLabels[investment.status]}</StatusBadge></td>
                </tr>
                {withActions ? (
                  <tr className="actions">
                    <td colSpan={6} data-label={c.actions}><ActionButtons investment={investment} onChoose={onChoose} /></td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </InvestmentTable>
  );
}

function Breakdown({ data, reload, loading, onPage }: { data: BreakdownWire; reload: () => void; loading: boolean; onPage: (page: number) => void }) {
  const { view, choose, confirm, cancel, dismiss } = useInvestmentAction({ onChanged: reload });
  const t = breakdownCopy.totalsColumns;
  const { kind, preview } = view;
  return (
    <>
      {view.previewing ? (
        <Panel>
          <Muted role="status">{common.loading}</Muted>
          {/* A slow preview can be dropped; the other decisions wait until it is. */}
          <Actions style={{ marginTop: 12 }}><Button type="button" $variant="ghost" onClick={cancel}>{common.cancel}</Button></Actions>
        </Panel>
      ) : null}
      {view.previewError !== null ? (
        <Panel>
          <Alert tone="error">{view.previewError}</Alert>
          <Actions style={{ marginTop: 12 }}><Button type="button" $variant="ghost" onClick={cancel}>{common.cancel}</Button></Actions>
        </Panel>
      ) : null}
      {kind && preview ? (
        <Panel aria-labelledby="action-title">
          <h2 id="action-title">{breakdownCopy.actionTitles[kind]}</h2>
          <Summary>
            {preview.lines.map((line) => (
              <div key={line.label} style={{ display: 'contents' }}>
                <dt>{line.label}</dt>
                <dd>{line.cents !== undefined ? formatCents(line.cents) : line.text}</dd>
              </div>
            ))}
          </Summary>
          {view.confirmError !== null ? <div style={{ marginBottom: 12 }}><Alert tone="error">{view.confirmError}</Alert></div> : null}
          <Actions>
            <Button type="button" $variant={kind === 'terminate' ? 'danger' : 'primary'} disabled={view.submitting} onClick={confirm}>
              {breakdownCopy.confirm[kind]}
            </Button>
            {/* Once confirmed the decision cannot be called back: the server may already have made it. */}
            <Button type="button" $variant="ghost" disabled={view.submitting} onClick={cancel}>{common.cancel}</Button>
          </Actions>
        </Panel>
      ) : null}
      {view.done && kind ? (
        <Panel>
          <Alert tone="success">{breakdownCopy.done[kind]}</Alert>
          <Actions style={{ marginTop: 12 }}><Button type="button" $variant="ghost" onClick={dismiss}>{breakdownCopy.dismiss}</Button></Actions>
        </Panel>
      ) : null}

      <Card style={{ marginBottom: 24 }} aria-labelledby="running-investments">
        <h2 id="running-investments">{breakdownCopy.runningTitle}</h2>
        {data.running.length > 0 ? (
          <InvestmentRows rows={data.running} caption={breakdownCopy.runningTitle} onChoose={choose} />
        ) : <Muted>{data.history.count > 0 ? breakdownCopy.noneRunning : breakdownCopy.empty}</Muted>}
      </Card>

      <Grid $min="320px">
        <Card>
          <h2 id="totals-by-plan">{breakdownCopy.byPlan}</h2>
          {/* Scrolls sideways on a narrow screen: focusable so the keyboard can scroll it too. */}
          <TableWrap role="region" aria-labelledby="totals-by-plan" tabIndex={0}>
            <table>
              <thead><tr><th>{t.name}</th><th className="num">{t.count}</th><th className="num">{t.principal}</th><th className="num">{t.accrued}</th></tr></thead>
              <tbody>
                {data.totals_by_plan.map((row) => (
                  <tr key={row.plan}><td>{planName(row.plan)}</td><td className="num">{row.count}</td><td className="num">{formatCents(row.principal_cents)}</td><td className="num">{formatCents(row.accrued_cents)}</td></tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </Card>
        <Card>
          <h2>{breakdownCopy.bySector}</h2>
          {data.totals_by_sector.length === 0 ? <Muted>{breakdownCopy.empty}</Muted> : (
            <SectorChart
              title={breakdownCopy.chartTitle}
              description={breakdownCopy.chartDescription}
              data={data.totals_by_sector.map((row) => ({ label: sectorName(row.sector), cents: row.principal_cents }))}
            />
          )}
        </Card>
      </Grid>

      {data.history.count > 0 ? (
        <Card aria-labelledby="finished-investments">
          <CardHeader><h2 id="finished-investments" aria-live="polite">{breakdownCopy.historyCount(data.history.count)}</h2></CardHeader>
          <div aria-busy={loading}>
            {data.history.results.length > 0 ? <InvestmentRows rows={data.history.results} caption={breakdownCopy.historyTitle} /> : null}
            <Pagination label={breakdownCopy.historyPagination} page={data.history.page} pages={pageCount(data.history.count, data.history.page_size)} disabled={loading} onGo={onPage} />
          </div>
        </Card>
      ) : null}
    </>
  );
}

export function BreakdownPage() {
  const { view, retry, reload, showPage } = useBreakdown();
  return (
    <>
      <ScreenTitle title={breakdownCopy.title} subtitle={breakdownCopy.subtitle} />
      {view.data ? <Breakdown data={view.data} reload={reload} loading={view.loading} onPage={showPage} /> : <Card><LoadState error={view.error} onRetry={retry} /></Card>}
    </>
  );
}
