import { company } from './company';

export interface RiskPoint {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/** The risk summary linked from the risk-warning bar ("Take 2 mins to learn more"). */
export const riskContent = {
  title: 'Risk summary',
  subtitle: 'Estimated reading time: 2 minutes',
  lead: "Investing with us is high risk. Don't invest unless you're prepared to lose all the money you invest. Here is what that means for you, in plain English.",
  heading: 'What are the key risks?',
  points: [
    {
      id: 'capital',
      title: 'You could lose all the money you invest',
      paragraphs: [
        "Each plan pays a fixed daily rate under its terms, but returns are not guaranteed. If the businesses and markets we invest in do badly, or we run into difficulty, you could get back less than you put in, or nothing at all.",
      ],
    },
    {
      id: 'protection',
      title: 'You are unlikely to be protected if something goes wrong',
      paragraphs: [
        'Your investment is not protected by the Financial Services Compensation Scheme (FSCS), which in some cases pays compensation when a financial firm fails. It will not cover you here.',
        'You are unlikely to be able to refer a complaint about this investment to the Financial Ombudsman Service (FOS). You can still complain to us, and we will try to put things right.',
      ],
    },
    {
      id: 'liquidity',
      title: 'You may not be able to get your money back early',
      paragraphs: [
        'Your money is committed for the term of your plan. You can ask to withdraw early, but doing so may reduce your returns, forfeit profit already accrued, or incur an early termination fee. Withdrawals are paid only to accurate bank or crypto wallet details you give us.',
      ],
    },
    {
      id: 'volatility',
      title: 'Cryptoassets and currencies are highly volatile',
      paragraphs: [
        'Part of what we invest in is cryptocurrency and foreign exchange. Their prices can rise or fall sharply within hours. Cryptoassets are largely unregulated in the UK, and crypto transfers cannot be reversed.',
      ],
    },
    {
      id: 'concentration',
      title: "Don't put all your eggs in one basket",
      paragraphs: [
        'Putting all your money into one investment or one type of investment is risky. Spreading your money across different investments makes you less dependent on any one of them doing well.',
        'A good rule of thumb is not to invest more than 10% of your money in high-risk investments, and never to borrow to invest.',
      ],
    },
    {
      id: 'fraud',
      title: 'Watch out for fraud',
      paragraphs: [
        `Criminals pretend to be investment firms. We will never ask for your password or one-time code, never contact you from a personal messaging account, and only ever ask you to pay to the addresses shown in your own dashboard. Check who you are dealing with: ${company.registeredName} is company number ${company.companyNumber} at Companies House.`,
        "If something feels wrong, stop and contact us at the address below. You can learn more about spotting investment scams on the FCA's ScamSmart website (fca.org.uk/scamsmart).",
      ],
    },
  ] satisfies RiskPoint[] as readonly RiskPoint[],
  questions: 'Questions about these risks?',
  supportEmail: company.supportEmail,
  termsLink: 'Read the Risk Acknowledgment in our Terms',
} as const;
