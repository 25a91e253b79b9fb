/** The leadership team on the about page. Avatars are drawn from initials (no photographs). */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** Two colours of the avatar's gradient. */
  tint: readonly [string, string];
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Eleanor Whitmore',
    role: 'Chief Executive Officer',
    bio: 'Twenty years in private banking and fund management in London; founded Acme Invest to open institutional-style plans to individual investors.',
    tint: ['#0b1f3a', '#2d5a94'],
  },
  {
    name: 'Daniel Okafor',
    role: 'Chief Investment Officer',
    bio: 'Leads allocation across our four sectors and chairs the investment committee that sets every plan’s terms.',
    tint: ['#0f8b7a', '#0b4f5c'],
  },
  {
    name: 'Priya Raman',
    role: 'Chief Risk Officer',
    bio: 'Former credit-risk lead at a global bank. Sets position limits, reserve policy and the stress tests behind our liquidity reserve.',
    tint: ['#a8741a', '#e8b54a'],
  },
  {
    name: 'Marcus Lindqvist',
    role: 'Head of Digital Assets',
    bio: 'Runs the crypto and forex desk and our custody arrangements for client digital assets.',
    tint: ['#3b2a6b', '#6d54b5'],
  },
  {
    name: 'Sofia Marchetti',
    role: 'Head of Real Assets',
    bio: 'Oversees our agriculture, energy and property holdings, from due diligence to exit.',
    tint: ['#7a2e2e', '#c0584a'],
  },
  {
    name: 'James Hartley',
    role: 'Head of Compliance',
    bio: 'Keeps our onboarding, anti-money-laundering checks and reporting in line with UK law.',
    tint: ['#16325c', '#4a7bbf'],
  },
];

export const teamCopy = {
  heading: 'Leadership team',
  intro: 'Experienced people, accountable for every plan we offer.',
} as const;

/** "EW" from "Eleanor Whitmore": the first letter of the first and last names. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
