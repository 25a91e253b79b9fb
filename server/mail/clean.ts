/**
 * Text someone else wrote (a passkey's name, a first name given at sign-up, what a browser says
 * it is), made safe to quote in a mail: no control or invisible formatting characters (a newline
 * could start a paragraph of the writer's own), one space between words, no straight or curly
 * double quotes (the mail quotes it), at most 64 characters.
 */
export const SHOWN_TEXT_MAX = 64;

// Control, format (bidirectional overrides, zero-width), line and paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const DOUBLE_QUOTES = /["\u201c\u201d\u201e\u201f\u2033\uff02]/g;

export function cleanShown(text: string, max = SHOWN_TEXT_MAX): string {
  const flat = text.replace(INVISIBLE, ' ').replace(DOUBLE_QUOTES, "'").replace(/\s+/gu, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
