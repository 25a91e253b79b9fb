/** The sign-up link that carries an investor's referral code. */
export function referralLink(code: string): string {
  return `${window.location.origin}/auth/signup?ref=${encodeURIComponent(code)}`;
}
