/**
 * The e-mails the platform sends. Plain text first; HTML mirrors it. Text someone typed (a name,
 * a contact message) is quoted only as the cleaner gives it (./clean.ts).
 */
import type { MailMessage } from './index';
import { LIMITS } from '../../contract/schema';
import { cleanShown } from './clean';
import { escapeHtml } from '../escape-html';

export const BRAND = 'Acme Invest';

export function message(to: string, subject: string, lines: string[], meta: MailMessage['meta']): MailMessage {
  const text = lines.join('\n');
  const html = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return { to, subject, text, html, meta };
}

/** The code mail: whoever registers chooses both the address and the name it greets. */
export function otpMail(to: string, firstName: string, code: string, minutes: number): MailMessage {
  return message(to, `Your ${BRAND} verification code: ${code}`, [
    `Hello ${cleanShown(firstName)},`,
    `Your verification code is ${code}.`,
    `It is valid for ${minutes} minutes and can be used once. If you did not sign up, ignore this e-mail.`,
  ], { kind: 'otp', code });
}

export function alreadyRegisteredMail(to: string, appUrl: string): MailMessage {
  return message(to, `Your ${BRAND} account`, [
    'Someone (hopefully you) tried to create an account with this e-mail address, which already has one.',
    `You can log in at ${appUrl}/auth/login or reset your password at ${appUrl}/auth/reset-password.`,
    'If this was not you, you can ignore this e-mail.',
  ], { kind: 'already-registered' });
}

export function resetMail(to: string, link: string, token: string, minutes: number): MailMessage {
  return message(to, `Reset your ${BRAND} password`, [
    'We received a request to reset your password.',
    `Open this link to choose a new one (valid for ${minutes} minutes, usable once): ${link}`,
    'If you did not ask for this, ignore this e-mail; your password stays unchanged.',
  ], { kind: 'password-reset', link, token });
}

/**
 * A contact-form message for support, who may be its target: every part cleaned, the message body
 * with its lines kept (it is read as a whole letter, below our own lines, not quoted inside a
 * sentence of ours). The sender's address is shown defanged like any other typed text; Reply
 * answers it through the Reply-To header, which no mail client turns into a link.
 */
export function contactMail(to: string, from: { name: string; email: string; message: string }): MailMessage {
  const name = cleanShown(from.name);
  const body = cleanShown(from.message, { keepLineBreaks: true, max: LIMITS.message });
  return {
    ...message(to, `Contact form: message from ${name}`, [
      `Name: ${name}`,
      `E-mail: ${cleanShown(from.email, { max: LIMITS.email })}`,
      '',
      ...body.split('\n'),
    ], { kind: 'contact' }),
    replyTo: from.email,
  };
}
