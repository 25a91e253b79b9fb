/**
 * Security and money alerts: one mail per event an investor should hear about, saying what
 * happened, when, and what to do if it was not them. No code or secret in any of them (they are
 * the mails an attacker who already reads the inbox would also read). The mails that announce a
 * new way in (two-factor on, a passkey, new recovery codes) carry one link: a single-use undo
 * link that removes that way in and ends every session. Text someone else
 * wrote (names, a withdrawal's destination, what a browser says it is) is cleaned first (./clean.ts).
 */
import type { MailMessage } from './index';
import { cleanShown, SHOWN_TEXT_MAX } from './clean';
import { BRAND, message } from './templates';

/** An undo link and the days it stays valid. */
export interface UndoLink { url: string; days: number }

export type AccountAlert =
  | { kind: 'new-sign-in'; browser: string; device: string; ip: string | null; place: string | null }
  | { kind: 'password-changed' }
  | { kind: 'password-reset'; passkeysRemoved: number }
  | { kind: 'two-factor-on'; undo: UndoLink }
  | { kind: 'two-factor-off' }
  | { kind: 'recovery-codes-regenerated'; undo: UndoLink }
  | { kind: 'second-factor-locked' }
  | { kind: 'passkey-added'; name: string; undo: UndoLink }
  | { kind: 'deposit-confirmed'; amount: string; plan: string }
  | { kind: 'withdrawal-requested'; amount: string; destination: string }
  | { kind: 'withdrawal-paid'; amount: string; destination: string };

export interface AlertRecipient { email: string; firstName: string }

/** Whom an alert mail is addressed to, from the user's row. */
export const recipientOf = (user: { email: string; first_name: string }): AlertRecipient => ({ email: user.email, firstName: user.first_name });

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** "25 November 2026 at 02:58 UTC": one clock for every reader, whatever their mail client's zone. */
export const alertTime = (at: number) => `${WHEN.format(new Date(at))} UTC`;

interface AlertText { subject: string; happened: string; ifNotYou: (appUrl: string) => string }

/**
 * A withdrawal's destination label quotes a name the investor typed beside the bank's or the
 * network's details; the label is stored cleaned, and cleaned again here for labels stored before.
 */
const destination = (label: string) => cleanShown(label, { max: 2 * SHOWN_TEXT_MAX });

const undoLine = (undo: UndoLink, what: string) =>
  `If this was not you, undo it with this link (usable once, for ${undo.days} days): ${undo.url} It ${what} and signs out every device. Then reset your password`;

const TEXTS: { [K in AccountAlert['kind']]: (alert: Extract<AccountAlert, { kind: K }>) => AlertText } = {
  'new-sign-in': (alert) => ({
    subject: `New sign-in to your ${BRAND} account`,
    happened: `Your account was signed in to from ${cleanShown(alert.browser)} on ${cleanShown(alert.device)}${alert.place ? ` in ${cleanShown(alert.place)}` : ''}${alert.ip ? ` (address ${cleanShown(alert.ip)})` : ''}.`,
    ifNotYou: (appUrl) => `If this was not you, change your password at ${appUrl}/dashboard/profile/edit and end that session under Signed-in devices at ${appUrl}/dashboard/profile/me.`,
  }),
  'password-changed': () => ({
    subject: `Your ${BRAND} password was changed`,
    happened: 'The password of your account was changed from your profile. Every other signed-in device was signed out.',
    ifNotYou: (appUrl) => `If you did not change it, reset your password at once at ${appUrl}/auth/reset-password; that signs every device out.`,
  }),
  'password-reset': (alert) => ({
    subject: `Your ${BRAND} password was reset`,
    happened: `The password of your account was reset with a link sent to this address. Every signed-in device was signed out${alert.passkeysRemoved ? `, and your passkeys were removed (${alert.passkeysRemoved}): add them again from your profile` : ''}.`,
    ifNotYou: (appUrl) => `If you did not reset it, someone can read this mailbox: secure your e-mail account, then reset your password again at ${appUrl}/auth/reset-password.`,
  }),
  'two-factor-on': (alert) => ({
    subject: `Two-factor sign-in is on for your ${BRAND} account`,
    happened: 'Two-factor sign-in was turned on: from now on, signing in asks for a code from your authenticator app after the password.',
    ifNotYou: (appUrl) => `${undoLine(alert.undo, 'turns two-factor sign-in off')} at ${appUrl}/auth/reset-password.`,
  }),
  'two-factor-off': () => ({
    subject: `Two-factor sign-in is off for your ${BRAND} account`,
    happened: 'Two-factor sign-in was turned off: signing in now asks for your password alone.',
    ifNotYou: (appUrl) => `If you did not turn it off, reset your password at once at ${appUrl}/auth/reset-password, then turn two-factor sign-in on again from your profile at ${appUrl}/dashboard/profile/me.`,
  }),
  'passkey-added': (alert) => ({
    subject: `A passkey was added to your ${BRAND} account`,
    happened: `A passkey named "${cleanShown(alert.name)}" was added: it can now sign in to your account without the password.`,
    ifNotYou: (appUrl) => `${undoLine(alert.undo, 'removes the passkey')} at ${appUrl}/auth/reset-password.`,
  }),
  'recovery-codes-regenerated': (alert) => ({
    subject: `New recovery codes were made for your ${BRAND} account`,
    happened: 'New recovery codes for two-factor sign-in were made from your profile; the ones before no longer work.',
    ifNotYou: (appUrl) => `${undoLine(alert.undo, 'cancels the new codes, gives back the ones they replaced,')} at ${appUrl}/auth/reset-password.`,
  }),
  'second-factor-locked': () => ({
    subject: `Someone is guessing the codes of your ${BRAND} account`,
    happened: 'Ten wrong codes were entered in fifteen minutes after your right password, at the second step of signing in or confirming it is you. Codes from an authenticator app are now refused there for fifteen minutes. Browsers you signed in from before, your recovery codes and your passkeys still work.',
    ifNotYou: (appUrl) => `If this was not you, someone knows your password: reset it now at ${appUrl}/auth/reset-password (that signs every device out), then check your signed-in devices at ${appUrl}/dashboard/profile/me.`,
  }),
  'deposit-confirmed': (alert) => ({
    subject: `Your ${BRAND} deposit of ${alert.amount} is confirmed`,
    happened: `Your deposit of ${alert.amount} was confirmed and your ${alert.plan} investment has started.`,
    ifNotYou: (appUrl) => `If you did not make this deposit, tell us at once through ${appUrl}/contact.`,
  }),
  'withdrawal-requested': (alert) => ({
    subject: `Withdrawal of ${alert.amount} requested from your ${BRAND} account`,
    happened: `A withdrawal of ${alert.amount} to ${destination(alert.destination)} was requested. It is paid once we have checked it.`,
    ifNotYou: (appUrl) => `If you did not request it, tell us at once through ${appUrl}/contact so we can stop it, and change your password at ${appUrl}/dashboard/profile/edit.`,
  }),
  'withdrawal-paid': (alert) => ({
    subject: `Your ${BRAND} withdrawal of ${alert.amount} was paid`,
    happened: `Your withdrawal of ${alert.amount} to ${destination(alert.destination)} was paid.`,
    ifNotYou: (appUrl) => `If you did not request it, tell us at once through ${appUrl}/contact.`,
  }),
};

export function alertMail(to: AlertRecipient, alert: AccountAlert, at: number, appUrl: string): MailMessage {
  const text = (TEXTS[alert.kind] as (a: AccountAlert) => AlertText)(alert);
  const undo = 'undo' in alert ? { link: alert.undo.url } : {};
  return message(to.email, text.subject, [
    `Hello ${cleanShown(to.firstName)},`,
    `${text.happened} When: ${alertTime(at)}.`,
    text.ifNotYou(appUrl),
  ], { kind: `alert:${alert.kind}`, ...undo });
}
