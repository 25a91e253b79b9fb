/** The shape shared by the policy pages (privacy, terms) and their common labels. */

export type LegalBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  /** The company's name, number, registered office and support e-mail (from company.ts). */
  | { kind: 'contact' };

export interface LegalSection {
  /** Anchor of the section (`/privacy#cookies`). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  sections: readonly LegalSection[];
}

/** Both policies carry this date (specification section 9). */
export const LEGAL_LAST_UPDATED = 'Last updated: June 19, 2025';

export const legalLabels = {
  contents: 'Contents',
  backHome: 'Back to Home',
  contactCompany: 'Company',
  contactNumber: 'Company number',
  contactOffice: 'Registered office',
  contactEmail: 'E-mail',
} as const;

/** Shorthands that keep the policy text readable. */
export const p = (text: string): LegalBlock => ({ kind: 'p', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
