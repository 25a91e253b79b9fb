import { BASELAYER_MAX_REINVESTMENT_CYCLES, MIN_AGE, MIN_INVESTMENT_USD, PLANS } from '../../domain/constants';
import { company } from './company';
import { list, p, type LegalDocument } from './legal';
import { formatBps, formatDays, formatDollars } from './plans';

const { registeredName: name, productName: brand } = company;

const planLines = PLANS.map(
  (plan) =>
    `${plan.name}: deposits of ${formatDollars(plan.minDeposit)} to ${formatDollars(plan.maxDeposit)}, a fixed daily rate of ${formatBps(plan.dailyReturnBps)} for ${formatDays(plan.durationDays)}, a referral bonus of ${formatBps(plan.refBonusBps)}, and a withdrawal or reinvestment period of ${formatDays(plan.withdrawalPeriodDays)}.`,
);

/** The Terms of Service: the 13 numbered sections of specification section 2, for a UK company. */
export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  summary: `The agreement between you and ${name} when you use our website and invest through our plans.`,
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      blocks: [
        p(
          `These Terms of Service ("Terms") are an agreement between you and ${name} ("${brand}", "we", "us"), a private limited company registered in ${company.jurisdiction} under the ${company.act}, company number ${company.companyNumber}. By creating an account, making a deposit or otherwise using our website and services, you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use our services.`,
        ),
      ],
    },
    {
      id: 'investment-services',
      title: 'Investment Services',
      blocks: [
        p(
          'We offer fixed-term investment plans. The money you invest is allocated across the sectors in which we operate: cryptocurrency, foreign exchange (forex), agriculture (including licensed cannabis cultivation), oil and gas, and real estate. Each plan states its deposit range, daily rate, duration, referral bonus and withdrawal or reinvestment period before you invest.',
        ),
        p(
          'Information on our website is general information about our plans. It is not personal financial, investment, tax or legal advice. You should consider whether an investment is suitable for you and, if in doubt, take independent financial advice.',
        ),
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      blocks: [
        p(
          `You must be at least ${MIN_AGE} years old and have full legal capacity to enter into a binding contract to use our services. Institutions must act through a person authorised to bind them. You must not use our services where doing so is unlawful where you live. We may ask for evidence of your identity, age and address at any time, and may refuse or close an account that does not meet these requirements.`,
        ),
      ],
    },
    {
      id: 'account-registration',
      title: 'Account Registration',
      blocks: [
        list(
          'You must give accurate, current and complete information when you register and keep it up to date.',
          'You must verify your e-mail address with the one-time code we send you before your account is active.',
          'You are responsible for keeping your password confidential and for everything done through your account. Tell us at once if you suspect unauthorised use.',
          'You may hold only one personal account. Accounts may not be transferred or shared.',
        ),
      ],
    },
    {
      id: 'investment-policy',
      title: 'Investment Policy',
      blocks: [
        p(`The minimum investment is ${formatDollars(MIN_INVESTMENT_USD)}. We currently offer five plans:`),
        list(...planLines),
        p(
          'An investment starts when your deposit is confirmed. It matures at the end of the plan\'s duration; earnings are then processed and credited to your account. Referral bonuses are paid on qualifying deposits made by investors you refer, at the rate of the plan they choose.',
        ),
        p(
          `On the BASELAYER plan you may reinvest at most ${BASELAYER_MAX_REINVESTMENT_CYCLES} times. After the ${BASELAYER_MAX_REINVESTMENT_CYCLES === 3 ? 'third' : 'last'} reinvestment cycle you must either upgrade to a higher plan or end the contract and withdraw.`,
        ),
      ],
    },
    {
      id: 'user-conduct',
      title: 'User Conduct',
      blocks: [
        p('You agree not to:'),
        list(
          'use our services for money laundering, terrorist financing, fraud or any other unlawful purpose, or with funds that are not lawfully yours;',
          'give false information or impersonate anyone;',
          'interfere with, probe or attempt to gain unauthorised access to our systems or other users\' accounts;',
          'use automated means to access our services, or abuse our referral programme (for example with self-referrals or fictitious accounts).',
        ),
        p('We may suspend or close accounts, and report to the authorities, where we reasonably suspect a breach of this section.'),
      ],
    },
    {
      id: 'risk-acknowledgment',
      title: 'Risk Acknowledgment',
      blocks: [
        p(
          'Investing involves risk. The daily rates of our plans are the terms on which we intend to pay, but returns are not guaranteed, and past performance is not a reliable indicator of future results. You could lose some or all of the money you invest.',
        ),
        list(
          'Your capital is at risk. Investments with us are not protected by the Financial Services Compensation Scheme (FSCS).',
          'Cryptocurrency and foreign exchange markets are highly volatile; commodity, agricultural and property markets can fall sharply.',
          'Investments may be illiquid: you may not be able to get your money back before maturity, or only on the terms in section 8.',
          'Only invest money you can afford to lose, and do not borrow to invest.',
        ),
        p('By investing you confirm that you have read and understood these risks and our risk summary.'),
      ],
    },
    {
      id: 'withdrawal-policy',
      title: 'Withdrawal Policy',
      blocks: [
        list(
          'Withdrawals are paid to the bank account or crypto wallet you nominate. You must give accurate and complete bank or wallet details (including the correct network for crypto). We are not responsible for losses caused by incorrect details you provide, and blockchain transfers cannot be reversed.',
          'Withdrawals of matured earnings and principal can be requested at the end of the plan\'s withdrawal or reinvestment period.',
          'You may ask to withdraw before maturity. Early withdrawal may reduce your returns, forfeit profit accrued on that investment, or incur an early termination fee. We will tell you the exact amount you would receive before you confirm.',
          'We may delay a withdrawal while we complete identity, security or anti-money-laundering checks required by law.',
        ),
      ],
    },
    {
      id: 'fees',
      title: 'Fees',
      blocks: [
        p(
          'Any fees that apply to an investment, including network or payment-provider charges and any early termination fee, are disclosed to you before the investment is finalised. We will not charge a fee that was not disclosed to you in advance.',
        ),
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      blocks: [
        p(
          'You may close your account at any time by contacting us; open investments will be settled at maturity or on the early-withdrawal terms of section 8. We may suspend or close your account with notice, or immediately where the law requires it or you seriously breach these Terms. On closure we will return any balance due to you, after lawful deductions, to your verified bank account or wallet.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      blocks: [
        p(
          `The ${brand} name, logo, website design, text and graphics belong to ${name} or its licensors. You may view and print pages for your own personal use; any other copying, reproduction or distribution requires our written permission. Market data shown on our website is provided by third parties and remains theirs.`,
        ),
      ],
    },
    {
      id: 'modifications',
      title: 'Modifications to These Terms',
      blocks: [
        p(
          'We may change these Terms to reflect changes in the law, our services or our plans. We will give you at least 30 days\' notice by e-mail or on our website before a material change takes effect. Changes do not alter the terms of an investment you have already made. If you do not accept a change, you may close your account before it takes effect.',
        ),
        p(
          'These Terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction, without affecting any mandatory consumer protections of the country where you live.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      blocks: [p('Questions about these Terms, or a complaint? Please contact us:'), { kind: 'contact' }],
    },
  ],
};
