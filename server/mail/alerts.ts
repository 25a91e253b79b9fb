/**
 * Security and money alerts: one mail per event an investor should hear about, saying what
 * happened, when, and what to do if it was not them. No code, link token or secret in any of them
 * (they are the mails an attacker who already reads the inbox would also read).
 */
import type { MailMessage } from './index';
import { BRAND, message } from './templates';

export type AccountAlert =
  | { kind: 'new-sign-in'; browser: string; device: string; ip: string | null; place: string | null }
  | { kind: 'password-changed' }
  | { kind: 'password-reset' }
  | { kind: 'two-factor-on' }
  | { kind: 'two-factor-off' }
  | { kind: 'passkey-added'; name: string }
  | { kind: 'deposit-confirmed'; amount: string; plan: string }
  | { kind: 'withdrawal-requested'; amount: string; destination: string }
  | { kind: 'withdrawal-paid'; amount: string; destination: string };

export interface AlertRecipient { email: string; firstName: string }

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** "25 November 2026 at 02:58 UTC": one clock for every reader, whatever their mail client's zone. */
export const alertTime = (at: number) => `${WHEN.format(new Date(at))} UTC`;

interface AlertText { subject: string; happened: string; ifNotYou: (appUrl: string) => string }

const TEXTS: { [K in AccountAlert['kind']]: (alert: Extract<AccountAlert, { kind: K }>) => AlertText } = {
  'new-sign-in': (alert) => ({
    subject: `New sign-in to your ${BRAND} account`,
    happened: `Your account was signed in to from ${alert.browser} on ${alert.device}${alert.place ? ` in ${alert.place}` : ''}${alert.ip ? ` (address ${alert.ip})` : ''}.`,
    ifNotYou: (appUrl) => `If this was not you, change your password at ${appUrl}/dashboard/profile/edit and end that session under Signed-in devices at ${appUrl}/dashboard/profile/me.`,
  }),
  'password-changed': () => ({
    subject: `Your ${BRAND} password was changed`,
    happened: 'The password of your account was changed from your profile. Every other signed-in device was signed out.',
    ifNotYou: (appUrl) => `If you did not change it, reset your password at once at ${appUrl}/auth/reset-password; that signs every device out.`,
  }),
  'password-reset': () => ({
    subject: `Your ${BRAND} password was reset`,
    happened: 'The password of your account was reset with a link sent to this address. Every signed-in device was signed out.',
    ifNotYou: (appUrl) => `If you did not reset it, someone can read this mailbox: secure your e-mail account, then reset your password again at ${appUrl}/auth/reset-password.`,
  }),
  'two-factor-on': () => ({
    subject: `Two-factor sign-in is on for your ${BRAND} account`,
    happened: 'Two-factor sign-in was turned on: from now on, signing in asks for a code from your authenticator app after the password.',
    ifNotYou: (appUrl) => `If you did not turn it on, someone knows your password: reset it at once at ${appUrl}/auth/reset-password, then sign in with a recovery code and turn two-factor sign-in off and on again from your profile.`,
  }),
  'two-factor-off': () => ({
    subject: `Two-factor sign-in is off for your ${BRAND} account`,
    happened: 'Two-factor sign-in was turned off: signing in now asks for your password alone.',
    ifNotYou: (appUrl) => `If you did not turn it off, reset your password at once at ${appUrl}/auth/reset-password, then turn two-factor sign-in on again from your profile at ${appUrl}/dashboard/profile/me.`,
  }),
  'passkey-added': (alert) => ({
    subject: `A passkey was added to your ${BRAND} account`,
    happened: `A passkey named "${alert.name}" was added: it can now sign in to your account without the password.`,
    ifNotYou: (appUrl) => `If you did not add it, remove it under Passkeys at ${appUrl}/dashboard/profile/me and change your password at ${appUrl}/dashboard/profile/edit.`,
  }),
  'deposit-confirmed': (alert) => ({
    subject: `Your ${BRAND} deposit of ${alert.amount} is confirmed`,
    happened: `Your deposit of ${alert.amount} was confirmed and your ${alert.plan} investment has started.`,
    ifNotYou: (appUrl) => `If you did not make this deposit, tell us at once through ${appUrl}/contact.`,
  }),
  'withdrawal-requested': (alert) => ({
    subject: `Withdrawal of ${alert.amount} requested from your ${BRAND} account`,
    happened: `A withdrawal of ${alert.amount} to ${alert.destination} was requested. It is paid once we have checked it.`,
    ifNotYou: (appUrl) => `If you did not request it, tell us at once through ${appUrl}/contact so we can stop it, and change your password at ${appUrl}/dashboard/profile/edit.`,
  }),
  'withdrawal-paid': (alert) => ({
    subject: `Your ${BRAND} withdrawal of ${alert.amount} was paid`,
    happened: `Your withdrawal of ${alert.amount} to ${alert.destination} was paid.`,
    ifNotYou: (appUrl) => `If you did not request it, tell us at once through ${appUrl}/contact.`,
  }),
};

export function alertMail(to: AlertRecipient, alert: AccountAlert, at: number, appUrl: string): MailMessage {
  const text = (TEXTS[alert.kind] as (a: AccountAlert) => AlertText)(alert);
  return message(to.email, text.subject, [
    `Hello ${to.firstName},`,
    `${text.happened} When: ${alertTime(at)}.`,
    text.ifNotYou(appUrl),
  ], { kind: `alert:${alert.kind}` });
}
