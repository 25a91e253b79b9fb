/**
 * Brand and company facts. An operator rebrands the product by editing this one file.
 */
export const company = {
  productName: 'Acme Invest',
  registeredName: 'Acme Invest Limited',
  companyNumber: '07209492',
  incorporatedOn: '28 June 2022',
  jurisdiction: 'England & Wales',
  act: 'Companies Act 2006',
  address: {
    lines: ['71-75 Shelton Street', 'Covent Garden', 'London', 'WC2H 9JQ', 'United Kingdom'],
  },
  supportEmail: 'support@acme-invest.example',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/acme-invest' },
    { name: 'X', href: 'https://x.com/acmeinvest' },
    { name: 'Facebook', href: 'https://www.facebook.com/acmeinvest' },
    { name: 'Instagram', href: 'https://www.instagram.com/acmeinvest' },
  ],
} as const;

/** The document title of a page: "<page> · <product>". */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${company.productName}` : `${company.productName} — fixed-term investment plans`;
}
