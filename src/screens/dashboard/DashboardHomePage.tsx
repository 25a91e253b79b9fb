import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import { formatCents } from '../../../domain/investment/money';
import type { OverviewWire } from '../../../contract/investor';
import { ButtonLink } from '../../components/ui/Button';
import { depositStatusLabels, overviewCopy, shortDate, withdrawalStatusLabels } from '../../content/dashboard';
import { planName, sectorName } from '../../content/names';
import { CopyButton } from '../../widgets/CopyButton';
import { TransactionTable } from '../../features/dashboard/TransactionTable';
import { referralLink } from '../../features/dashboard/referralLink';
import { useOverview } from '../../features/dashboard/resource.flow';
import { LoadState } from '../../components/cards/LoadState';
import { Progress, Stat, StatGrid, StatusBadge, toneOf } from '../../components/cards/figures';
import { Actions, Card, CardHeader, Grid, Muted, ScreenTitle } from '../../components/cards/layout';


const List = styled.ul`
  list-style: none; margin: 0; padding: 0;
  li { padding: ${({ theme }) => theme.space.sm} 0; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  li:last-child { border-bottom: 0; }
  .row { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.md}; flex-wrap: wrap; align-items: baseline; }
  .meta { font-size: ${({ theme }) => theme.fontSize.xs}; color: ${({ theme }) => theme.color.inkMuted}; }
  strong { font-variant-numeric: tabular-nums; }
`;

const LinkBox = styled.div`
  display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: center; flex-wrap: wrap;
  code { flex: 1 1 220px; font-family: ${({ theme }) => theme.font.mono}; font-size: ${({ theme }) => theme.fontSize.sm}; background: ${({ theme }) => theme.color.surfaceAlt}; padding: ${({ theme }) => theme.space.sm}; border-radius: ${({ theme }) => theme.radius.sm}; overflow-wrap: anywhere; }
`;

function Overview({ data }: { data: OverviewWire }) {
  const b = data.balances;
  const c = overviewCopy;
  return (
    <>
      <StatGrid>
        <Stat primary label={c.balances.available} value={formatCents(b.available_cents)} hint={c.balances.availableHint} />
        <Stat label={c.balances.invested} value={formatCents(b.invested_cents)} hint={c.balances.investedHint} />
        <Stat label={c.balances.accrued} value={formatCents(b.accrued_cents)} hint={c.balances.accruedHint} />
        <Stat label={c.balances.totalEarned} value={formatCents(b.total_earned_cents)} hint={c.balances.totalEarnedHint} />
      </StatGrid>
      <Actions style={{ marginBottom: 24 }} aria-label={c.quickActions} role="group">
        <ButtonLink to="/dashboard/deposit">{c.deposit}</ButtonLink>
        <ButtonLink to="/dashboard/withdraw" $variant="secondary">{c.withdraw}</ButtonLink>
      </Actions>
      <Grid $min="320px">
        <Card>
          <h2>{c.activeInvestments}</h2>
          {data.active_investments.length === 0 ? <Muted>{c.noActive}</Muted> : (
            <List>
              {data.active_investments.map((investment) => (
                <li key={investment.id}>
                  <div className="row">
                    <span><strong>{planName(investment.plan)}</strong> · {sectorName(investment.sector)}</span>
                    <strong>{formatCents(investment.principal_cents)}</strong>
                  </div>
                  <div className="row meta">
                    <span>{c.maturesOn(shortDate(investment.matures_at))}</span>
                    <span>+{formatCents(investment.accrued_cents)} · {c.progress(Math.round(investment.progress * 100))}</span>
                  </div>
                  <Progress value={investment.progress} label={`${planName(investment.plan)} ${c.progress(Math.round(investment.progress * 100))}`} />
                </li>
              ))}
            </List>
          )}
          {data.awaiting_decision.length > 0 ? (
            <>
              <h3 style={{ fontSize: '1rem', marginTop: 16 }}>{c.awaitingDecision}</h3>
              <Muted>{c.awaitingDecisionHint}</Muted>
              <List>
                {data.awaiting_decision.map((investment) => (
                  <li key={investment.id} className="row">
                    <span><strong>{planName(investment.plan)}</strong> · {formatCents(investment.principal_cents)}</span>
                    <StatusBadge tone="positive">+{formatCents(investment.earnings_cents)}</StatusBadge>
                  </li>
                ))}
              </List>
              <Link to="/dashboard/breakdown">{c.reviewOnBreakdown}</Link>
            </>
          ) : null}
        </Card>
        <Card>
          <h2>{c.pendingDeposits}</h2>
          {data.pending_deposits.length === 0 ? <Muted>{c.nothingPending}</Muted> : (
            <List>
              {data.pending_deposits.map((deposit) => (
                <li key={deposit.id}>
                  <div className="row">
                    <span><strong>{formatCents(deposit.amount_cents)}</strong> · {planName(deposit.plan)}</span>
                    <StatusBadge tone={toneOf(deposit.status)}>{depositStatusLabels[deposit.status]}</StatusBadge>
                  </div>
                  <div className="row meta">
                    <span>{deposit.currency} · {deposit.network} · {shortDate(deposit.created_at)}</span>
                    {deposit.status === 'awaitingPayment' || deposit.status === 'expired' ? (
                      <Link to="/deposit/$checkout" params={{ checkout: `checkout_${deposit.checkout}` }}>{c.continueCheckout}</Link>
                    ) : null}
                  </div>
                </li>
              ))}
            </List>
          )}
          <h2 style={{ marginTop: 24 }}>{c.pendingWithdrawals}</h2>
          {data.pending_withdrawals.length === 0 ? <Muted>{c.nothingPending}</Muted> : (
            <List>
              {data.pending_withdrawals.map((withdrawal) => (
                <li key={withdrawal.id}>
                  <div className="row">
                    <strong>{formatCents(withdrawal.amount_cents)}</strong>
                    <StatusBadge tone={toneOf(withdrawal.status)}>{withdrawalStatusLabels[withdrawal.status]}</StatusBadge>
                  </div>
                  <div className="meta">{withdrawal.destination} · {shortDate(withdrawal.created_at)}</div>
                </li>
              ))}
            </List>
          )}
        </Card>
      </Grid>
      <Card style={{ marginBottom: 24 }}>
        <CardHeader>
          <h2>{c.recent}</h2>
          <Link to="/dashboard/transactions">{c.allTransactions}</Link>
        </CardHeader>
        {data.recent_transactions.length === 0 ? <Muted>{c.noTransactions}</Muted> : <TransactionTable rows={data.recent_transactions} caption={c.recent} />}
      </Card>
      <Card>
        <h2>{c.referral}</h2>
        <Muted style={{ marginBottom: 12 }}>{c.referralHint}</Muted>
        <LinkBox>
          <code>{referralLink(data.referral_code)}</code>
          <CopyButton text={referralLink(data.referral_code)} label={c.copyLink} />
        </LinkBox>
      </Card>
    </>
  );
}

export function DashboardHomePage() {
  const { view: overview, retry } = useOverview();
  return (
    <>
      <ScreenTitle title={overviewCopy.title} subtitle={overviewCopy.subtitle} />
      {overview.data ? <Overview data={overview.data} /> : <Card><LoadState error={overview.error} onRetry={retry} /></Card>}
    </>
  );
}
