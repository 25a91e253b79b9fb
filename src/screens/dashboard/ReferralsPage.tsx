import styled from 'styled-components';
import { planName } from '../../content/names';
import { formatBps, formatCents } from '../../../domain/investment/money';
import type { ReferralsWire } from '../../../contract/investor';
import { overviewCopy, referralsCopy, shortDate } from '../../content/dashboard';
import { CopyButton } from '../../widgets/CopyButton';
import { referralLink } from '../../features/dashboard/referralLink';
import { useReferrals } from '../../features/dashboard/resource.flow';
import { LoadState } from '../../components/cards/LoadState';
import { Stat, Summary } from '../../components/cards/figures';
import { Card, Grid, Muted, ScreenTitle } from '../../components/cards/layout';
import { ResponsiveTable, TableWrap } from '../../components/cards/tables';


const LinkBox = styled.div`
  display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: center; flex-wrap: wrap; margin-bottom: ${({ theme }) => theme.space.md};
  code { flex: 1 1 220px; font-family: ${({ theme }) => theme.font.mono}; font-size: ${({ theme }) => theme.fontSize.sm}; background: ${({ theme }) => theme.color.surfaceAlt}; padding: ${({ theme }) => theme.space.sm}; border-radius: ${({ theme }) => theme.radius.sm}; overflow-wrap: anywhere; }
`;

function Referrals({ data }: { data: ReferralsWire }) {
  const c = referralsCopy;
  const link = referralLink(data.referral_code);
  return (
    <>
      <Card $accent style={{ marginBottom: 24 }}>
        <h2>{c.link}</h2>
        <LinkBox><code>{link}</code><CopyButton text={link} label={overviewCopy.copyLink} /></LinkBox>
        <Summary><dt>{c.code}</dt><dd><code>{data.referral_code}</code></dd></Summary>
        <Muted>{c.howItWorks}</Muted>
      </Card>
      <Grid $min="300px">
        <Card>
          <h2>{c.referred}</h2>
          <div style={{ maxWidth: 320, marginBottom: 16 }}><Stat label={c.total} value={formatCents(data.total_bonus_cents)} /></div>
          {data.referred.length === 0 ? <Muted>{c.noneReferred}</Muted> : (
            <ResponsiveTable>
              <table>
                <thead><tr><th>{c.columns.name}</th><th>{c.columns.joined}</th><th className="num">{c.columns.bonus}</th></tr></thead>
                <tbody>
                  {data.referred.map((person, index) => (
                    <tr key={`${person.name}-${index}`}>
                      <td data-label={c.columns.name}>{person.name}</td>
                      <td data-label={c.columns.joined}>{shortDate(person.joined_at)}</td>
                      <td data-label={c.columns.bonus} className="num">{formatCents(person.bonus_cents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ResponsiveTable>
          )}
        </Card>
        <Card>
          <h2 id="referral-rates">{c.rates}</h2>
          <TableWrap role="region" aria-labelledby="referral-rates" tabIndex={0}>
            <table>
              <tbody>
                {data.plans.map((row) => <tr key={row.plan}><th scope="row">{planName(row.plan)}</th><td className="num">{formatBps(row.ref_bonus_bps)}</td></tr>)}
              </tbody>
            </table>
          </TableWrap>
        </Card>
      </Grid>
    </>
  );
}

export function ReferralsPage() {
  const { view: referrals, retry } = useReferrals();
  return (
    <>
      <ScreenTitle title={referralsCopy.title} subtitle={referralsCopy.subtitle} />
      {referrals.data ? <Referrals data={referrals.data} /> : <Card><LoadState error={referrals.error} onRetry={retry} /></Card>}
    </>
  );
}
