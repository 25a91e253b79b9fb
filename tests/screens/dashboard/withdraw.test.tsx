/**
 * What the generated walks do not do: "Withdraw all", stray spaces and dashes in the sort code
 * beside an IBAN, and a bank account's details refused field by field. The walks type only whole details (the machine's examples), so this is where each bank
 * field's own problem is read: a missing holder, a short sort code with no account number, and a
 * mistyped IBAN.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { WITHDRAW_TEXTS as copy } from '../../oracle/dashboard';
import { FORM_PROBLEMS, WITHDRAW_FIELD_LABELS, WITHDRAW_FIELDS_SHOWN, withdrawalSummary, type WithdrawField } from '../../oracle/investorRules';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';
import { overviewWire } from './paymentSupport';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

/** The problem each bank field shows (none: no description, and not marked invalid). */
function seeBankProblems(problems: Partial<Record<WithdrawField, string>>) {
  for (const name of WITHDRAW_FIELDS_SHOWN.bank.filter((shown) => shown !== 'amount')) {
    const label = WITHDRAW_FIELD_LABELS[name];
    const problem = problems[name];
    expect(field(label), `${name}'s description`).toHaveAccessibleDescription(problem ?? '');
    if (problem) expect(field(label)).toBeInvalid();
    else expect(field(label)).toBeValid();
  }
}

describe.each(REACT_MODES)('withdrawing the whole balance ($name)', ({ strict }) => {
  it('"Withdraw all" puts the available balance in the amount, in dollars and cents', async () => {
    window.localStorage.setItem('access', 'a.b.c');
    server.use(http.get(apiUrl('/investor/overview/'), () => HttpResponse.json(overviewWire({ availableCents: 123_450 }))));
    await renderRoute('/dashboard/withdraw', { strict });
    await userEvent.click(await screen.findByRole('button', { name: copy.withdrawAll }));
    expect(field(copy.amount)).toHaveValue('1234.50');
  });
});

describe.each(REACT_MODES)('an IBAN with stray characters in the sort code ($name)', ({ strict }) => {
  it('is confirmed as the IBAN: a sort code of spaces and dashes is no sort code', async () => {
    window.localStorage.setItem('access', 'a.b.c');
    server.use(http.get(apiUrl('/investor/overview/'), () => HttpResponse.json(overviewWire({ availableCents: 100_000 }))));
    const user = userEvent.setup();
    await renderRoute('/dashboard/withdraw', { strict });
    await user.click(await screen.findByRole('radio', { name: copy.bank }));
    await user.type(field(copy.amount), '100');
    await user.type(field(copy.accountHolder), 'Ada Lovelace');
    await user.type(field(copy.sortCode), ' - ');
    await user.type(field(copy.iban), 'GB82 WEST 1234 5698 7654 32');
    await user.click(screen.getByRole('button', { name: copy.review }));

    await screen.findByRole('heading', { name: copy.confirmTitle });
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(withdrawalSummary({ amount: '100', method: 'bank', checkout: '', address: '', accountHolder: 'Ada Lovelace', sortCode: ' - ', accountNumber: '', iban: 'GB82 WEST 1234 5698 7654 32' }).map(([term]) => term));
    expect(terms).toContain(copy.summary.iban);
    expect(terms).not.toContain(copy.summary.sortCode);
  });
});

describe.each(REACT_MODES)('a bank account refused ($name)', ({ strict }) => {
  it('names the problem of each bank field as the investor fixes them, and sends nothing', async () => {
    window.localStorage.setItem('access', 'a.b.c');
    let requested = 0;
    server.use(
      http.get(apiUrl('/investor/overview/'), () => HttpResponse.json(overviewWire({ availableCents: 100_000 }))),
      http.post(apiUrl('/investor/withdrawals/'), () => {
        requested += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/dashboard/withdraw', { strict });
    await user.click(await screen.findByRole('radio', { name: copy.bank }));
    await user.type(field(copy.amount), '100');
    await user.click(screen.getByRole('button', { name: copy.review }));

    // Nothing typed: the holder, and a UK account or an IBAN, asked for.
    expect(await screen.findByText(copy.errorSummary)).toHaveFocus();
    seeBankProblems({ accountHolder: FORM_PROBLEMS.accountHolderRequired, iban: FORM_PROBLEMS.bankDetailsRequired });

    // A sort code started: a UK account, which needs six digits and an account number.
    await user.type(field(copy.accountHolder), 'Ada Lovelace');
    await user.type(field(copy.sortCode), '12-34');
    seeBankProblems({ sortCode: FORM_PROBLEMS.sortCodeInvalid, accountNumber: FORM_PROBLEMS.accountNumberInvalid });

    // An IBAN instead, one digit wrong.
    await user.clear(field(copy.sortCode));
    await user.type(field(copy.iban), 'GB82 WEST 1234 5698 7654 33');
    seeBankProblems({ iban: FORM_PROBLEMS.ibanInvalid });
    await user.click(screen.getByRole('button', { name: copy.review }));
    seeBankProblems({ iban: FORM_PROBLEMS.ibanInvalid });
    expect(screen.queryByRole('heading', { name: copy.confirmTitle })).not.toBeInTheDocument();
    expect(requested).toBe(0);
  });
});
