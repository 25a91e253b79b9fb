import { MIN_AGE, MIN_INVESTMENT_USD, PLANS } from '../../domain/constants';
import { company } from './company';
import { formatBps, formatDollars } from './plans';

export interface FaqLink {
  label: string;
  to: '/terms' | '/risk' | '/contact' | '/sectors/crypto-forex';
  hash?: string;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: readonly string[];
  link?: FaqLink;
}

const lowestBonus = formatBps(Math.min(...PLANS.map((plan) => plan.refBonusBps)));
const highestBonus = formatBps(Math.max(...PLANS.map((plan) => plan.refBonusBps)));

/** The FAQ page: ten answers consistent with the Terms of Service (DESIGN.md section 1). */
export const faqContent = {
  title: 'Frequently Asked Questions',
  intro: 'Straight answers about our plans, deposits, withdrawals and risks.',
  contactPrompt: "Can't find what you're looking for?",
  contactSupport: 'Contact Support',
  emailPrompt: 'or e-mail us at',
  supportEmail: company.supportEmail,
  items: [
    {
      id: 'what-is',
      question: `What is ${company.productName}?`,
      answer: [
        `${company.productName} is the investment platform of ${company.registeredName}, a private limited company registered in ${company.jurisdiction} (company number ${company.companyNumber}). We offer fixed-term investment plans for individuals and institutions.`,
      ],
    },
    {
      id: 'sectors',
      question: 'Which sectors do you invest in?',
      answer: [
        'We invest across five major sectors: cryptocurrency, forex, agriculture (including licensed cannabis cultivation), oil & gas, and real estate. Spreading capital across them reduces our reliance on any one market, though it does not remove risk.',
      ],
    },
    {
      id: 'returns',
      question: 'Are my returns guaranteed?',
      answer: [
        "No. Each plan pays a fixed daily rate that is set out in the plan's terms before you invest, but returns are not guaranteed and your capital is at risk. You could lose some or all of the money you invest.",
      ],
      link: { label: 'Read the Risk Acknowledgment in our Terms', to: '/terms', hash: 'risk-acknowledgment' },
    },
    {
      id: 'minimum',
      question: 'What is the minimum investment?',
      answer: [
        `The minimum investment is ${formatDollars(MIN_INVESTMENT_USD)}, on our BASELAYER plan. Higher plans start at larger amounts, up to ${formatDollars(Math.max(...PLANS.map((plan) => plan.maxDeposit)))} on DYNASTY-LAYER.`,
      ],
    },
    {
      id: 'eligibility',
      question: 'Who can open an account?',
      answer: [
        `Anyone aged ${MIN_AGE} or over with full legal capacity, where investing with us is lawful in their country, and institutions acting through an authorised representative. We may ask you to verify your identity, age and address.`,
      ],
    },
    {
      id: 'payments',
      question: 'How can I pay for an investment?',
      answer: [
        'We accept major cryptocurrencies (including BTC, ETH, BNB, SOL, USDC and USDT on their supported networks), gift cards and selected payment gateways. Your dashboard shows the exact options for each deposit.',
      ],
    },
    {
      id: 'fees',
      question: 'Are there any fees?',
      answer: [
        'Any fees that apply, such as network or payment-provider charges, are disclosed to you before an investment is finalised. We never charge a fee that was not shown to you in advance.',
      ],
    },
    {
      id: 'earnings',
      question: 'When are my earnings paid?',
      answer: [
        "Your investment runs for the plan's duration. When it matures, the earnings are processed and credited to your account, and you can withdraw them, together with your principal, to your verified bank account or crypto wallet.",
      ],
    },
    {
      id: 'early-withdrawal',
      question: 'Can I withdraw before my plan matures?',
      answer: [
        'Yes, you can ask to. Early withdrawal may reduce your returns, forfeit profit accrued on that investment, or incur an early termination fee; we show you the exact amount before you confirm. Withdrawals need accurate bank or crypto wallet details.',
        'On BASELAYER you may reinvest at most three times; after the third cycle you upgrade to a higher plan or end the contract.',
      ],
      link: { label: 'See the Withdrawal Policy', to: '/terms', hash: 'withdrawal-policy' },
    },
    {
      id: 'referrals',
      question: 'How does the referral programme work?',
      answer: [
        `Share your referral code. When someone you refer makes a qualifying deposit, you receive a bonus of ${lowestBonus} to ${highestBonus} of it, depending on the plan they choose.`,
      ],
    },
  ] satisfies FaqItem[] as readonly FaqItem[],
} as const;
