import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import { formatBps } from '../../../domain/investment/money';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { depositCopy } from '../../content/dashboard';
import { SECTORS } from '../../content/sectors';
import { formatDollars } from '../../content/plans';
import { useDepositForm } from '../../features/dashboard/depositForm.flow';
import { LoadState } from '../../components/cards/LoadState';
import { describedBy, FieldBox, Input } from '../../components/cards/fields';
import { Card, Muted, ScreenTitle } from '../../components/cards/layout';

const Options = styled.div<{ $min?: string }>`
  display: grid; gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '150px' }) => $min}), 1fr));
`;

const Option = styled.label`
  position: relative; display: flex; flex-direction: column; gap: 2px; cursor: pointer;
  padding: ${({ theme }) => theme.space.md}; border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border}; background: ${({ theme }) => theme.color.surface};
  input { position: absolute; opacity: 0; inset: 0; cursor: pointer; }
  strong { color: ${({ theme }) => theme.color.navy}; }
  small { color: ${({ theme }) => theme.color.inkMuted}; }
  &:has(input:checked) { border: 2px solid ${({ theme }) => theme.color.navy}; background: #f7f9fd; box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.gold}; }
  /* The tick is decoration (the radio says it is checked): its alternative text is empty. */
  &:has(input:checked) strong::after { content: ' ✓' / ''; }
  &:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

const Fieldset = styled.fieldset`
  border: 0; margin: 0 0 ${({ theme }) => theme.space.lg}; padding: 0; min-width: 0;
  legend { font-weight: 700; margin-bottom: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.navy}; font-size: ${({ theme }) => theme.fontSize.md}; }
  .error { display: block; margin-top: ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.color.danger}; font-weight: 600; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Check = styled.label`
  display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: flex-start; font-size: ${({ theme }) => theme.fontSize.sm};
  input { width: 20px; height: 20px; margin-top: 2px; flex: none; }
`;

const Risk = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.inkMuted}; margin: ${({ theme }) => theme.space.md} 0 0;
`;

export function DepositPage() {
  const { view, change, submit, retry } = useDepositForm();
  const summaryRef = useRef<HTMLDivElement>(null);
  // The summary alert takes the focus when it appears (the ref is set only while one shows).
  useEffect(() => {
    summaryRef.current?.focus();
  }, [view.hasProblems, view.submitError]);

  if (view.loading || view.loadError !== null) {
    return (
      <>
        <ScreenTitle title={depositCopy.title} subtitle={depositCopy.subtitle} />
        <Card><LoadState error={view.loadError} onRetry={retry} /></Card>
      </>
    );
  }
  const { values, problems } = view;
  const amountHint = depositCopy.amountHint(view.rangeHint);
  return (
    <>
      <ScreenTitle title={depositCopy.title} subtitle={depositCopy.subtitle} />
      <Card $accent>
        <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
          {view.hasProblems ? <div style={{ marginBottom: 16 }}><Alert tone="error" ref={summaryRef}>{depositCopy.errorSummary}</Alert></div> : null}
          {view.submitError ? <div style={{ marginBottom: 16 }}><Alert tone="error" ref={summaryRef}>{view.submitError}</Alert></div> : null}

          <Fieldset aria-describedby={problems.sector ? 'sector-error' : undefined}>
            <legend>1. {depositCopy.sector}</legend>
            <Options>
              {SECTORS.map((sector) => (
                <Option key={sector.id}>
                  <input type="radio" name="sector" value={sector.id} checked={values.sector === sector.id} onChange={() => change('sector', sector.id)} />
                  <strong>{sector.name}</strong>
                  <small>{sector.tagline}</small>
                </Option>
              ))}
            </Options>
            {problems.sector ? <span className="error" id="sector-error" role="alert">{problems.sector}</span> : null}
          </Fieldset>

          <Fieldset aria-describedby={problems.plan ? 'plan-error' : undefined}>
            <legend>2. {depositCopy.plan}</legend>
            <Options $min="170px">
              {view.plans.map((plan) => (
                <Option key={plan.id}>
                  <input type="radio" name="plan" value={plan.id} checked={values.planId === plan.id} onChange={() => change('planId', plan.id)} />
                  <strong>{plan.name}</strong>
                  <small>{depositCopy.planRange(formatDollars(plan.minDeposit), formatDollars(plan.maxDeposit))}</small>
                  <small>{depositCopy.planTerms(formatBps(plan.dailyReturnBps), plan.durationDays)}</small>
                </Option>
              ))}
            </Options>
            {problems.plan ? <span className="error" id="plan-error" role="alert">{problems.plan}</span> : null}
          </Fieldset>

          <Fieldset>
            <legend>3. {depositCopy.amount}</legend>
            <FieldBox>
              <label htmlFor="deposit-amount">{depositCopy.amount}</label>
              <Input
                id="deposit-amount" inputMode="decimal" autoComplete="off" value={values.amount}
                onChange={(event) => change('amount', event.target.value)}
                {...describedBy('deposit-amount', { hint: amountHint, error: problems.amount })}
              />
              <span className="hint" id="deposit-amount-hint">{amountHint}</span>
              {problems.amount ? <span className="error" id="deposit-amount-error" role="alert">{problems.amount}</span> : null}
              {view.projection ? <Muted>{depositCopy.projected(view.projection.earnings, view.projection.total)}</Muted> : null}
            </FieldBox>
          </Fieldset>

          <Fieldset aria-describedby={problems.checkout ? 'checkout-error' : undefined}>
            <legend>4. {depositCopy.currency}</legend>
            <Options $min="130px">
              {view.checkouts.map((checkout) => (
                <Option key={checkout.slug}>
                  <input type="radio" name="checkout" value={checkout.slug} checked={values.checkout === checkout.slug} onChange={() => change('checkout', checkout.slug)} />
                  <strong>{checkout.currency}</strong>
                  <small>{checkout.network}</small>
                </Option>
              ))}
            </Options>
            {problems.checkout ? <span className="error" id="checkout-error" role="alert">{problems.checkout}</span> : null}
          </Fieldset>

          {view.needsAcknowledgement ? (
            <FieldBox>
              <Check>
                <input
                  type="checkbox" checked={values.acknowledged} onChange={(event) => change('acknowledged', event.target.checked)}
                  {...describedBy('acknowledged', { error: problems.acknowledged })}
                />
                <span>{depositCopy.acknowledgement} <Link to="/terms">{depositCopy.terms}</Link></span>
              </Check>
              {problems.acknowledged ? <span className="error" id="acknowledged-error" role="alert">{problems.acknowledged}</span> : null}
            </FieldBox>
          ) : null}

          <Button type="submit" disabled={view.submitting}>{view.submitting ? depositCopy.submitting : depositCopy.submit}</Button>
          <Risk>{depositCopy.risk}</Risk>
        </form>
      </Card>
    </>
  );
}
