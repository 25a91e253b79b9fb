/**
 * The copy of the site's shell: the risk-warning bar, the header and the footer. Sector names and
 * paths come from `sectors.ts`, brand facts from `company.ts`; this module holds the rest.
 */
import { company } from './company';

/** The risk warning shown above the header on every page (DESIGN.md section 1). */
export const riskWarning = {
  regionLabel: 'Risk warning',
  text: "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you should not expect to be protected if something goes wrong.",
  linkLabel: 'Take 2 mins to learn more',
  linkTo: '/risk',
} as const;

export const headerContent = {
  skipLink: 'Skip to content',
  navLabel: 'Main',
  home: 'Home',
  about: 'About',
  contact: 'Contact',
  sectors: 'Sectors',
  plans: 'Plans',
  login: 'Login',
  signUp: 'Sign Up',
  dashboard: 'Dashboard',
  logout: 'Log out',
  menuToggle: 'Menu',
} as const;

export const footerContent = {
  taglineShort: 'Innovative financial solutions for investment growth and security.',
  taglineLong:
    'Innovative financial solutions tailored to your investment growth and security: fixed-term plans across crypto, forex, agriculture, oil & gas and real estate, built with transparency at every step.',
  columns: {
    explore: 'Explore',
    sectors: 'Sectors',
    legal: 'Legal',
  },
  links: {
    home: 'Home',
    about: 'About',
    contact: 'Contact',
    plans: 'Plans',
    privacy: 'Privacy',
    terms: 'Terms',
    faq: 'Faq',
    certifications: 'Certifications',
    risk: 'Risk warning',
  },
  officeHeading: 'Office',
  socialLabel: 'Follow us',
  socialLinkLabel: (network: string) => `${company.productName} on ${network}`,
  registration: `${company.registeredName} is registered in ${company.jurisdiction}, company number ${company.companyNumber}.`,
  copyright: (year: number) => `© ${year} ${company.productName}. All rights reserved.`,
} as const;
