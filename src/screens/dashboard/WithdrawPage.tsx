import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { centsToDecimal } from '../../../domain/investment/money';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { common, withdrawCopy } from '../../content/dashboard';
import { useWithdraw } from '../../features/dashboard/withdraw.flow';
import { LoadState } from '../../components/cards/LoadState';
import { describedBy, Field, Input, Select } from '../../components/cards/fields';
import { Stat, Summary } from '../../components/cards/figures';
import { Actions, Card, ScreenTitle } from '../../components/cards/layout';

const Segmented = styled.fieldset`
  border: 0; padding: 0; margin: 0 0 ${({ theme }) => theme.space.md};
  legend { font-weight: 600; font-size: ${({ theme }) => theme.fontSize.sm}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  div { display: inline-flex; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.pill}; padding: 3px; background: ${({ theme }) => theme.color.surfaceAlt}; }
  label { position: relative; padding: 0.4rem 1rem; border-radius: ${({ theme }) => theme.radius.pill}; cursor: pointer; font-weight: 600; font-size: ${({ theme }) => theme.fontSize.sm}; }
  input { position: absolute; opacity: 0; inset: 0; cursor: pointer; }
  label:has(input:checked) { background: ${({ theme }) => theme.color.navy}; color: ${({ theme }) => theme.color.onDark}; }
  label:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.color.focus}; }
`;

const Columns = styled.div`
  display: grid; gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.wide} { grid-template-columns: 1fr 1fr; }
`;

const Or = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.inkMuted}; margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export function WithdrawPage() {
  const { view, change, submit, retry, confirm, back } = useWithdraw();
  const summaryRef = useRef<HTMLDivElement>(null);
  // The summary alert takes the focus when it appears (the ref is set only while it shows).
  useEffect(() => {
    summaryRef.current?.focus();
  }, [view.hasProblems]);
  // Each step replaces the other, and with it the button just pressed: the focus goes to the step
  // the user moved to (the confirmation's title, or back on the form its first field), not to the page's top.
  const confirmTitleRef = useRef<HTMLHeadingElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (view.confirming && !wasConfirming.current) confirmTitleRef.current?.focus();
    if (view.editing && wasConfirming.current) amountRef.current?.focus();
    wasConfirming.current = view.confirming;
  }, [view.confirming, view.editing]);
  const { values, problems } = view;

  return (
    <>
      <ScreenTitle title={withdrawCopy.title} subtitle={withdrawCopy.subtitle} />
      {view.loading || view.loadError !== null ? <Card><LoadState error={view.loadError} onRetry={retry} /></Card> : null}

      {view.editing ? (
        <>
          <div style={{ maxWidth: 360, marginBottom: 24 }}><Stat primary label={withdrawCopy.available} value={view.available} /></div>
          <Card $accent>
            <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
              {view.hasProblems ? <div style={{ marginBottom: 16 }}><Alert tone="error" ref={summaryRef}>{withdrawCopy.errorSummary}</Alert></div> : null}
              <Field id="withdraw-amount" label={withdrawCopy.amount} error={problems.amount}>
                <Actions>
                  <Input id="withdraw-amount" ref={amountRef} style={{ maxWidth: 240 }} inputMode="decimal" autoComplete="off" value={values.amount}
                    onChange={(event) => change('amount', event.target.value)} {...describedBy('withdraw-amount', { error: problems.amount })} />
                  <Button type="button" $size="sm" $variant="ghost" onClick={() => change('amount', centsToDecimal(view.availableCents))}>{withdrawCopy.max}</Button>
                </Actions>
              </Field>
              <Segmented>
                <legend>{withdrawCopy.destination}</legend>
                <div>
                  {(['crypto', 'bank'] as const).map((method) => (
                    <label key={method}>
                      <input type="radio" name="method" value={method} checked={values.method === method} onChange={() => change('method', method)} />
                      {withdrawCopy[method]}
                    </label>
                  ))}
                </div>
              </Segmented>
              {values.method === 'crypto' ? (
                <>
                  <Field id="withdraw-checkout" label={withdrawCopy.currency} error={problems.checkout}>
                    <Select id="withdraw-checkout" value={values.checkout} onChange={(event) => change('checkout', event.target.value)}
                      {...describedBy('withdraw-checkout', { error: problems.checkout })}>
                      <option value="">—</option>
                      {view.checkouts.map((checkout) => (
                        <option key={checkout.slug} value={checkout.slug}>{`${checkout.currency} · ${checkout.network}`}</option>
                      ))}
                    </Select>
                  </Field>
                  <Field id="withdraw-address" label={withdrawCopy.address} hint={withdrawCopy.addressHint} error={problems.address}>
                    <Input id="withdraw-address" autoComplete="off" spellCheck={false} value={values.address}
                      onChange={(event) => change('address', event.target.value)}
                      {...describedBy('withdraw-address', { hint: withdrawCopy.addressHint, error: problems.address })} />
                  </Field>
                </>
              ) : (
                <>
                  <Field id="withdraw-holder" label={withdrawCopy.accountHolder} error={problems.accountHolder}>
                    <Input id="withdraw-holder" autoComplete="name" value={values.accountHolder}
                      onChange={(event) => change('accountHolder', event.target.value)} {...describedBy('withdraw-holder', { error: problems.accountHolder })} />
                  </Field>
                  <Columns>
                    <Field id="withdraw-sort-code" label={withdrawCopy.sortCode} error={problems.sortCode}>
                      <Input id="withdraw-sort-code" inputMode="numeric" autoComplete="off" value={values.sortCode}
                        onChange={(event) => change('sortCode', event.target.value)} {...describedBy('withdraw-sort-code', { error: problems.sortCode })} />
                    </Field>
                    <Field id="withdraw-account-number" label={withdrawCopy.accountNumber} error={problems.accountNumber}>
                      <Input id="withdraw-account-number" inputMode="numeric" autoComplete="off" value={values.accountNumber}
                        onChange={(event) => change('accountNumber', event.target.value)} {...describedBy('withdraw-account-number', { error: problems.accountNumber })} />
                    </Field>
                  </Columns>
                  <Or>{withdrawCopy.or}</Or>
                  <Field id="withdraw-iban" label={withdrawCopy.iban} error={problems.iban}>
                    <Input id="withdraw-iban" autoComplete="off" spellCheck={false} value={values.iban}
                      onChange={(event) => change('iban', event.target.value)} {...describedBy('withdraw-iban', { error: problems.iban })} />
                  </Field>
                </>
              )}
              <Button type="submit">{withdrawCopy.review}</Button>
            </form>
          </Card>
        </>
      ) : null}

      {view.confirming ? (
        <Card $accent aria-labelledby="confirm-title">
          <h2 id="confirm-title" ref={confirmTitleRef} tabIndex={-1}>{withdrawCopy.confirmTitle}</h2>
          <p>{withdrawCopy.confirmText}</p>
          <Summary>
            <dt>{withdrawCopy.summary.amount}</dt><dd className="total">{view.amount}</dd>
            <dt>{withdrawCopy.summary.method}</dt><dd>{withdrawCopy[values.method]}</dd>
            {values.method === 'crypto' ? (
              <>
                <dt>{withdrawCopy.summary.network}</dt><dd>{view.network}</dd>
                <dt>{withdrawCopy.summary.address}</dt><dd>{view.address}</dd>
              </>
            ) : (
              <>
                <dt>{withdrawCopy.summary.holder}</dt><dd>{view.accountHolder}</dd>
                {view.ukAccount ? (
                  <>
                    <dt>{withdrawCopy.summary.sortCode}</dt><dd>{view.sortCode}</dd>
                    <dt>{withdrawCopy.summary.accountNumber}</dt><dd>{view.accountNumber}</dd>
                  </>
                ) : (
                  <><dt>{withdrawCopy.summary.iban}</dt><dd>{view.iban}</dd></>
                )}
              </>
            )}
          </Summary>
          {view.submitError ? <div style={{ marginBottom: 16 }}><Alert tone="error">{view.submitError}</Alert></div> : null}
          <Actions>
            <Button type="button" disabled={view.submitting} onClick={confirm}>
              {view.submitting ? withdrawCopy.submitting : withdrawCopy.confirm}
            </Button>
            <Button type="button" $variant="ghost" disabled={view.submitting} onClick={back}>{withdrawCopy.back}</Button>
          </Actions>
        </Card>
      ) : null}

      {view.done ? (
        <Card $accent>
          <Alert tone="success">{withdrawCopy.doneTitle}</Alert>
          <p style={{ marginTop: 16 }}>{withdrawCopy.doneText}</p>
          <ButtonLink to="/dashboard">{common.backToDashboard}</ButtonLink>
        </Card>
      ) : null}
    </>
  );
}
