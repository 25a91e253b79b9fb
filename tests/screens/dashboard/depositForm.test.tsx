/**
 * The deposit form sent blank: the generated walks refuse it for an amount the plan takes not
 * (their examples fill the choices first), so this is where each choice's own problem is read.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEPOSIT_FORM_TEXTS as copy, sectorNameOf, specPlanOf } from '../../oracle/dashboard';
import { FORM_PROBLEMS, depositAmountHint } from '../../oracle/investorRules';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';
import { overviewWire } from './paymentSupport';

describe.each(REACT_MODES)('the deposit form sent blank ($name)', ({ strict }) => {
  it('names each missing choice in its group, and sends nothing', async () => {
    window.localStorage.setItem('access', 'a.b.c');
    let created = 0;
    server.use(
      http.get(apiUrl('/investor/overview/'), () => HttpResponse.json(overviewWire({ needsAcknowledgement: true }))),
      http.post(apiUrl('/investor/deposits/'), () => {
        created += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    await renderRoute('/dashboard/deposit', { strict });
    await userEvent.click(await screen.findByRole('button', { name: copy.submit }));

    expect(await screen.findByText(copy.errorSummary)).toHaveFocus();
    expect(screen.getByRole('group', { name: `1. ${copy.sector}` })).toHaveAccessibleDescription(FORM_PROBLEMS.sectorRequired);
    expect(screen.getByRole('group', { name: `2. ${copy.plan}` })).toHaveAccessibleDescription(FORM_PROBLEMS.planRequired);
    expect(screen.getByRole('group', { name: `4. ${copy.currency}` })).toHaveAccessibleDescription(FORM_PROBLEMS.checkoutRequired);
    expect(screen.getByLabelText(copy.amount, { selector: 'input' })).toHaveAccessibleDescription(`${depositAmountHint('')} ${FORM_PROBLEMS.amountInvalid}`);
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${copy.acknowledgement.slice(0, 20)}`) })).toHaveAccessibleDescription(FORM_PROBLEMS.acknowledgementRequired);
    expect(created).toBe(0);
  });

  // The walks' change after a refusal is a choice made again (the same value): here the amount changes.
  it('keeps the form after the server refuses it, and takes the change typed next', async () => {
    window.localStorage.setItem('access', 'a.b.c');
    const refusal = 'Deposits are paused for maintenance.';
    server.use(
      http.get(apiUrl('/investor/overview/'), () => HttpResponse.json(overviewWire({ needsAcknowledgement: false }))),
      http.post(apiUrl('/investor/deposits/'), () => HttpResponse.json({ detail: refusal }, { status: 400 })),
    );
    await renderRoute('/dashboard/deposit', { strict });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: new RegExp(`^${sectorNameOf('agriculture')}`) }));
    await user.click(screen.getByRole('radio', { name: new RegExp(`^${specPlanOf('baselayer').name}`) }));
    await user.click(screen.getByRole('radio', { name: /^USDT\s*TRC20/ }));
    const amount = screen.getByLabelText(copy.amount, { selector: 'input' });
    await user.type(amount, '1000');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(amount).toHaveValue('1000');
    await user.type(amount, '5');
    expect(amount).toHaveValue('10005');
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });
});
