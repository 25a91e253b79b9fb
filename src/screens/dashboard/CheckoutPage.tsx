import { useEffect, useRef } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import styled from 'styled-components';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { checkoutCopy, common } from '../../content/dashboard';
import { CopyButton } from '../../widgets/CopyButton';
import { DashboardShell } from '../../features/dashboard/DashboardShell';
import { QrCode } from '../../components/ui/QrCode';
import { useCheckout } from '../../features/dashboard/checkout.flow';
import { LoadState } from '../../components/cards/LoadState';
import { Field, Input } from '../../components/cards/fields';
import { Summary } from '../../components/cards/figures';
import { Actions, Card, Muted, ScreenTitle, Stack } from '../../components/cards/layout';

const route = getRouteApi('/_authenticated/deposit/$checkout');

const Layout = styled.div`
  display: grid; gap: ${({ theme }) => theme.space.lg};
  /* Each card as tall as its content: the amount card is short next to the address card. */
  align-items: start;
  ${({ theme }) => theme.media.wide} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

const Countdown = styled.div<{ $urgent: boolean }>`
  display: flex; align-items: center; justify-content: space-between; gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md}; border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $urgent }) => ($urgent ? theme.color.warningSurface : theme.color.surfaceAlt)};
  border: 1px solid ${({ theme }) => theme.color.border}; margin-bottom: ${({ theme }) => theme.space.lg};
  .clock { font-family: ${({ theme }) => theme.font.mono}; font-size: ${({ theme }) => theme.fontSize.xxl}; font-weight: 700; color: ${({ theme }) => theme.color.navy}; }
  small { display: block; color: ${({ theme }) => theme.color.inkMuted}; }
`;

const Address = styled.code`
  display: block; font-family: ${({ theme }) => theme.font.mono}; font-size: ${({ theme }) => theme.fontSize.sm};
  background: ${({ theme }) => theme.color.surfaceAlt}; border: 1px dashed ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => theme.space.sm}; border-radius: ${({ theme }) => theme.radius.sm}; overflow-wrap: anywhere;
`;

const Warning = styled.div`
  border-left: 4px solid ${({ theme }) => theme.color.goldDeep}; background: ${({ theme }) => theme.color.warningSurface};
  padding: ${({ theme }) => theme.space.md}; border-radius: ${({ theme }) => theme.radius.sm};
  strong { display: block; color: ${({ theme }) => theme.color.ink}; }
  span { font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const QrRow = styled.div`
  display: flex; gap: ${({ theme }) => theme.space.lg}; flex-wrap: wrap; align-items: flex-start; margin-bottom: ${({ theme }) => theme.space.md};
  > div:last-child { flex: 1 1 220px; min-width: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.sm}; }
`;

/** The part of the checkout the user is in: paying, a quote run out, the payment reported; none while it loads or is missing. */
type Part = keyof typeof checkoutCopy.subtitle | undefined;

/**
 * When the checkout changes under the user (the payment reported, the quote run out, a new quote
 * given), the part they were in is replaced, and the focus with it: it goes to the new part's
 * first line rather than to the top of the page. Not on the first paint, which the user did not cause.
 */
function useFocusOnChange(part: Part) {
  const targets = {
    awaiting: useRef<HTMLSpanElement>(null),
    expired: useRef<HTMLHeadingElement>(null),
    reported: useRef<HTMLDivElement>(null),
  };
  const shown = useRef<Part>(part);
  useEffect(() => {
    const before = shown.current;
    shown.current = part;
    const replaced = before !== part && before !== undefined;
    if (replaced && part !== undefined) targets[part].current?.focus();
    // The refs are stable; only the part matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [part]);
  return targets;
}

export function CheckoutPage() {
  const { checkoutSlug } = route.useRouteContext();
  const checkout = useCheckout({ slug: checkoutSlug });
  const { view } = checkout;
  const title = checkoutCopy.title(view.currency, view.network);
  const part: Part = view.reported ? 'reported' : view.expired ? 'expired' : view.awaiting ? 'awaiting' : undefined;
  const focusTargets = useFocusOnChange(part);

  return (
    <DashboardShell>
      <ScreenTitle title={title} subtitle={part && checkoutCopy.subtitle[part]} />
      {view.loading || view.loadError !== null ? (
        <Card><LoadState error={view.loadError} onRetry={checkout.retry} /></Card>
      ) : null}

      {view.noDeposit ? (
        <Card>
          <h2>{checkoutCopy.noDepositTitle}</h2>
          <p>{checkoutCopy.noDepositText}</p>
          <ButtonLink to="/dashboard/deposit">{checkoutCopy.startDeposit}</ButtonLink>
        </Card>
      ) : null}

      {view.reported && view.deposit ? (
        <Card $accent>
          <Alert tone="success" ref={focusTargets.reported}>{checkoutCopy.reportedTitle}</Alert>
          <p style={{ marginTop: 16 }}>{checkoutCopy.reportedText}</p>
          <Summary>
            <dt>{checkoutCopy.investment}</dt><dd>{view.investment}</dd>
            <dt>{checkoutCopy.amountUsd}</dt><dd>{view.amountUsd}</dd>
            <dt>{checkoutCopy.amountCoin(view.currency)}</dt><dd>{view.deposit.coinAmount} {view.currency}</dd>
          </Summary>
          <ButtonLink to="/dashboard">{common.backToDashboard}</ButtonLink>
        </Card>
      ) : null}

      {view.expired ? (
        <Card>
          <h2 ref={focusTargets.expired} tabIndex={-1}>{checkoutCopy.expiredTitle}</h2>
          <p>{checkoutCopy.expiredText}</p>
          {view.requoteError ? <Alert tone="error">{view.requoteError}</Alert> : null}
          <Actions style={{ marginTop: 16 }}>
            <Button type="button" disabled={view.requoting} onClick={checkout.requestNewQuote}>
              {view.requoting ? checkoutCopy.requoting : checkoutCopy.requote}
            </Button>
          </Actions>
        </Card>
      ) : null}

      {view.awaiting && view.deposit ? (
        <Layout>
          <Card $accent>
            <Countdown $urgent={view.secondsLeft <= 120}>
              <div>
                <strong id="countdown-label">{checkoutCopy.countdownLabel}</strong>
                <small>{checkoutCopy.countdownHint}</small>
              </div>
              <span className="clock" ref={focusTargets.awaiting} tabIndex={-1} aria-labelledby="countdown-label" aria-describedby="countdown-spoken">
                {checkoutCopy.seconds(view.secondsLeft)}
              </span>
              <span className="visually-hidden" id="countdown-spoken">{checkoutCopy.secondsSpoken(view.secondsLeft)}</span>
            </Countdown>
            <Summary>
              <dt>{checkoutCopy.investment}</dt>
              <dd>{view.investment}</dd>
              <dt>{checkoutCopy.amountUsd}</dt>
              <dd className="total">{view.amountUsd}</dd>
              <dt>{checkoutCopy.amountCoin(view.currency)}</dt>
              <dd className="total" data-testid="coin-amount">{view.deposit.coinAmount} {view.currency}</dd>
            </Summary>
            <Muted>{checkoutCopy.rate(view.currency, view.rate)}</Muted>
            <div style={{ marginTop: 12 }}><CopyButton text={view.deposit.coinAmount} label={checkoutCopy.copyAmount} /></div>
          </Card>
          <Card>
            <h2>{checkoutCopy.address}</h2>
            <QrRow>
              <QrCode value={view.deposit.address} label={checkoutCopy.qrLabel(view.currency, view.network)} />
              <div>
                <Address data-testid="receiving-address">{view.deposit.address}</Address>
                <div><CopyButton text={view.deposit.address} label={checkoutCopy.copyAddress} /></div>
              </div>
            </QrRow>
            <Stack>
              <Warning role="note">
                <strong>⚠ {checkoutCopy.warning(view.currency, view.network)}</strong>
                <span>{checkoutCopy.warningDetail}</span>
              </Warning>
              {view.deposit.isTestAddress ? <Alert tone="info">{checkoutCopy.testAddress}</Alert> : null}
              <form noValidate onSubmit={(event) => { event.preventDefault(); checkout.reportPayment(); }}>
                <Field id="tx-hash" label={checkoutCopy.txHash} hint={checkoutCopy.txHashHint}>
                  <Input id="tx-hash" value={view.txHash} autoComplete="off" spellCheck={false} aria-describedby="tx-hash-hint"
                    onChange={(event) => checkout.typeTxHash(event.target.value)} />
                </Field>
                {view.submitError ? <div style={{ marginBottom: 12 }}><Alert tone="error">{view.submitError}</Alert></div> : null}
                <Button type="submit" $block disabled={view.submitting}>{view.submitting ? checkoutCopy.sending : checkoutCopy.sent}</Button>
              </form>
            </Stack>
          </Card>
        </Layout>
      ) : null}
    </DashboardShell>
  );
}
