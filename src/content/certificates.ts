import { company } from './company';

/** The certifications page (specification sections 2 and 3). */
export const certificatesContent = {
  title: 'Company Certifications',
  subtitle: 'Proof of credibility and legal registration',
  certificate: {
    heading: 'Certificate of incorporation',
    image: '/certificates/incorporation.svg',
    width: 800,
    height: 1131,
    alt: `Certificate of incorporation of ${company.registeredName} (placeholder image until the document is supplied)`,
    caption: `Issued under the ${company.act} by the Registrar of Companies for ${company.jurisdiction}.`,
  },
  facts: {
    heading: 'Company facts',
    rows: [
      { label: 'Registered name', value: company.registeredName },
      { label: 'Company number', value: company.companyNumber },
      { label: 'Incorporated', value: company.incorporatedOn },
      { label: 'Jurisdiction', value: company.jurisdiction },
      { label: 'Company type', value: `Private limited company (${company.act})` },
      { label: 'Registered office', value: company.address.lines.join(', ') },
    ],
    verify: 'You can check these details yourself on the public register at Companies House by searching for our company number.',
  },
  why: {
    heading: 'Why This Matters to Our Investors',
    items: [
      'You know exactly who you are dealing with: a registered UK company with a public record, not an anonymous website.',
      'Our registered name, number and office are on file with Companies House, which publishes our filings.',
      `We are registered to operate across five sectors: crypto, forex, agriculture and cannabis, oil & gas, and real estate.`,
      'A registered company has legal duties to keep accounts and to act within the law, and its directors are accountable for that.',
    ],
  },
  compliance: {
    heading: 'Our Commitment to Compliance',
    items: [
      'Identity and anti-money-laundering checks on investors, in line with UK law.',
      'Personal data handled under the UK GDPR and the Data Protection Act 2018, with the right to complain to the ICO.',
      'Clear, written plan terms: fees disclosed before an investment is finalised and risks explained in plain English.',
      'Cannabis cultivation financed only with licensed operators, where it is legal.',
    ],
  },
  quote: {
    text: 'Trust is earned in the open. We publish who we are, so that you can check it before you invest a single pound.',
    attribution: `The board of ${company.registeredName}`,
  },
  legalCenter: {
    heading: 'Legal Center',
    intro: 'The documents that govern your relationship with us:',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/risk', label: 'Risk summary' },
    ],
  },
} as const;
