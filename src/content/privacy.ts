import { company } from './company';
import { list, p, type LegalDocument } from './legal';

const { registeredName: name, productName: brand } = company;

/** The Privacy Policy: the 12 numbered sections of specification section 2, for a UK company. */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  summary: `How ${name} collects, uses, shares and protects your personal data, and the rights you have over it.`,
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      blocks: [
        p(
          `${name} ("${brand}", "we", "us") is a private limited company registered in ${company.jurisdiction} under the ${company.act} (company number ${company.companyNumber}). We are the controller of the personal data described in this policy for the purposes of the UK General Data Protection Regulation ("UK GDPR") and the Data Protection Act 2018.`,
        ),
        p(
          'This policy explains what personal data we collect when you visit our website, create an account, invest, contact us or subscribe to our newsletter; why we use it and on what legal basis; who we share it with; how long we keep it; and the rights you have. Please read it together with our Terms of Service.',
        ),
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        p('We collect the following categories of personal data:'),
        list(
          'Identity and contact data: your first and last name, e-mail address and, where you give them, your postal address and telephone number.',
          'Account data: your login e-mail, a securely hashed version of your password (we never store the password itself), one-time verification codes (stored hashed and valid for a short time) and any referral code you use.',
          'Investment and transaction data: the plans you choose, deposit amounts, the currency and network used, transaction references, wallet addresses or bank details you give us for withdrawals, and the history of your investments and payouts.',
          'Verification data: information we need to confirm your identity and age and to meet anti-money-laundering obligations, such as identity documents and proof of address, when we ask for them.',
          'Communications: messages you send through our contact form or by e-mail, and our replies.',
          'Technical data: your IP address, browser type and version, device information, and the dates and times of your visits, recorded in our server logs for security.',
          'Newsletter data: the e-mail address you subscribe with and the date you subscribed.',
        ),
        p('We collect this data directly from you, automatically when you use our website, and from payment and blockchain service providers involved in your transactions.'),
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Your Information',
      blocks: [
        p('We use your personal data only where the law allows us to:'),
        list(
          'To create and run your account and provide the investment plans you choose (performance of a contract).',
          'To verify your e-mail address, keep your account secure and prevent fraud, including through reCAPTCHA on our login and registration forms (legitimate interests; legal obligation).',
          'To process deposits, credit earnings at maturity and make withdrawals to the bank account or crypto wallet you nominate (performance of a contract).',
          'To meet our legal and regulatory obligations, including anti-money-laundering checks, record keeping and responding to lawful requests from authorities (legal obligation).',
          'To answer your questions and complaints (legitimate interests; performance of a contract).',
          'To send our newsletter, only if you subscribed; you can unsubscribe at any time (consent).',
          'To understand and improve our website and services (legitimate interests). With your consent (the cookie banner), a quarter of visits also measure how fast the first page loaded and answered (Core Web Vitals: three numbers and the page\'s type, with no identifier), which we keep only as totals per page (consent).',
        ),
        p('We do not make decisions about you based solely on automated processing that have legal or similarly significant effects.'),
      ],
    },
    {
      id: 'sharing-information',
      title: 'Sharing Your Information',
      blocks: [
        p('We do not sell your personal data. We share it only with:'),
        list(
          'Service providers who process data on our behalf under contract and our instructions: hosting, e-mail delivery, security and fraud prevention (including Google reCAPTCHA) and customer support tools.',
          'Payment processors, exchanges and blockchain networks needed to carry out your deposits and withdrawals. Transactions recorded on a public blockchain are visible to anyone and cannot be erased by us.',
          'Professional advisers such as auditors, lawyers and insurers, under duties of confidentiality.',
          'Law enforcement, regulators, courts and other public authorities where the law requires it or to protect our rights and the safety of others.',
          'A buyer or successor of our business, if we sell or reorganise it; they will be bound by this policy.',
        ),
      ],
    },
    {
      id: 'data-retention',
      title: 'Data Retention',
      blocks: [
        p('We keep personal data only for as long as we need it for the purposes above:'),
        list(
          'Account, investment and transaction records: for the life of your account and then for six years after it closes, to meet our accounting, tax and anti-money-laundering record-keeping duties and to deal with any claims.',
          'Contact messages: up to two years after our last exchange, unless they form part of a complaint or your account records.',
          'Newsletter subscriptions: until you unsubscribe; we then keep your address on a suppression list so that we do not write to you again.',
          'Server logs: up to 90 days, unless needed to investigate a security incident.',
        ),
        p('When data is no longer needed, we delete it or anonymise it securely.'),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Data Protection Rights',
      blocks: [
        p('Under UK data protection law you have the right to:'),
        list(
          'Access the personal data we hold about you and receive a copy of it.',
          'Have inaccurate or incomplete data corrected.',
          'Have your data erased where there is no good reason for us to keep it (some records must be kept by law).',
          'Restrict or object to our processing, including objecting at any time to direct marketing.',
          'Receive data you gave us in a structured, machine-readable format and have it sent to another organisation (data portability).',
          'Withdraw your consent at any time where we rely on it, without affecting processing already carried out.',
        ),
        p(
          'To exercise any of these rights, e-mail us at the address in section 12. We will answer within one month and there is normally no charge. We may need to confirm your identity first.',
        ),
        p(
          "If you are unhappy with how we handle your data, please tell us so that we can try to put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK supervisory authority for data protection: ico.org.uk/make-a-complaint or 0303 123 1113.",
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Similar Technologies',
      blocks: [
        p(
          'Cookies and similar technologies such as browser local storage let a website remember information on your device. Under the Privacy and Electronic Communications Regulations (PECR) we ask for your consent before using any that are not strictly necessary. When you first visit, a banner lets you accept or reject optional cookies with equal ease; you can change your choice at any time with "Cookie settings" at the foot of every page.',
        ),
        {
          kind: 'table',
          caption: 'What our website stores on your device',
          head: ['Name', 'Provider and type', 'Purpose', 'How long', 'Consent needed'],
          rows: [
            ['acme-invest.cookie-consent', `${brand}, local storage`, 'Remembers your cookie choice so that we do not ask again.', 'Until you change it or clear your browser storage', 'No (strictly necessary)'],
            ['access, refresh, user_id', `${brand}, local storage`, 'Keep you signed in: short-lived session tokens and your account number.', 'Until you log out; tokens expire after minutes (access) and one day (refresh)', 'No (strictly necessary)'],
            ['reCAPTCHA (e.g. _GRECAPTCHA)', 'Google, cookies', 'Protects our login and registration forms from automated abuse. Loaded only on those pages.', 'Up to 6 months', 'No (security of a service you asked for)'],
            ['TradingView widgets', 'TradingView, third-party cookies and storage', 'Show live market prices and charts on the Crypto & Forex page.', 'Set by TradingView; see its cookie policy', 'Yes: loaded only after you accept, or press "Load market charts"'],
            ['Page-speed measurement', `${brand}, nothing stored`, 'Measures how fast the page you arrived on loaded and answered, sent when you leave it.', 'Nothing is kept on your device', 'Yes: only after you accept'],
          ],
        },
        p(
          'We do not use advertising or cross-site tracking cookies. If you reject optional cookies, the market charts are replaced by a placeholder and everything else keeps working.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'Data Security',
      blocks: [
        p(
          'We protect your data with technical and organisational measures appropriate to the risk, including encryption in transit (HTTPS), hashing of passwords and verification codes with modern algorithms, short-lived access tokens, rate limits against password guessing, restricted staff access on a need-to-know basis, and regular review of our systems.',
        ),
        p(
          'No system is completely secure. Keep your password private, use a unique password for your account, and tell us at once if you suspect unauthorised access. If a personal data breach is likely to put your rights at risk, we will tell you and the ICO as the law requires.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      title: 'International Transfers',
      blocks: [
        p(
          'Some of our service providers process data outside the UK. When we transfer personal data outside the UK we make sure it is protected to UK standards: either the destination is covered by UK adequacy regulations, or we use the International Data Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses approved under the UK GDPR, with additional safeguards where needed.',
        ),
        p('You can ask us for more information about these safeguards using the contact details in section 12.'),
      ],
    },
    {
      id: 'children',
      title: "Children's Privacy",
      blocks: [
        p(
          'Our services are only for adults. You must be at least 18 years old to open an account or invest. We do not knowingly collect personal data from anyone under 18. If we learn that we have, we will close the account and delete the data, except where the law requires us to keep it. If you believe a child has given us personal data, please contact us.',
        ),
      ],
    },
    {
      id: 'policy-updates',
      title: 'Changes to This Policy',
      blocks: [
        p(
          'We may update this policy to reflect changes in the law or in our services. The date at the top shows when it last changed. If we make significant changes, we will tell you by e-mail or with a notice on our website before they take effect.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      blocks: [p('For any question about this policy or your personal data, please contact us:'), { kind: 'contact' }],
    },
  ],
};
