/**
 * Text someone else wrote (a passkey's name, a first name given at sign-up, a bank account's
 * holder, what a browser says it is, a contact message), made safe to quote in a mail or an
 * alert. Every such text goes through `cleanShown`, and only through it:
 *
 * - no invisible formatting characters (bidirectional overrides, zero-width spaces): they are
 *   dropped, so the text reads as it is stored;
 * - no control characters or line and paragraph separators (a newline could start a paragraph of
 *   the writer's own): they become spaces, and spaces run together into one. A message body that
 *   is a mail of its own (`keepLineBreaks`) keeps its lines, at most one blank line in a row;
 * - no straight or curly double quotes (the mail quotes the text): they become `'`;
 * - no link a mail client would make clickable. The rule: a scheme's `://` becomes `[:]//`, with
 *   `http` spelled `hxxp` (`https://evil.example/x` → `hxxps[:]//evil[.]example/x`), and every dot
 *   that joins a word to a following word of two or more letters or digits, the first a letter,
 *   becomes `[.]` (`www.evil.example` → `www[.]evil[.]example`, `help@evil.example` →
 *   `help@evil[.]example`, `invoice.zip` → `invoice[.]zip`). That is the shape of every domain
 *   name, so no URL, `www.` name, bare domain or e-mail address stays whole, while "J. R. R.",
 *   "e.g." and addresses such as 198.51.100.4 read as typed. Cleaning twice changes nothing more;
 * - at most `max` characters (64 unless told), an ellipsis marking the cut.
 */
export const SHOWN_TEXT_MAX = 64;

export interface CleanOptions {
  /** Characters kept, the ellipsis included. */
  max?: number;
  /** A message body shown as a mail of its own, not words quoted inside a sentence of ours. */
  keepLineBreaks?: boolean;
}

const INVISIBLE = /\p{Cf}/gu;
// Control characters (tabs, newlines) and line and paragraph separators.
const BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const LINE_BREAK = /\r\n?|[\n\u0085\u2028\u2029]/g;
const DOUBLE_QUOTES = /["\u201c\u201d\u201e\u201f\u2033\uff02]/g;
const SCHEME = /\b([a-z][a-z\d+.-]*):\/\//giu;
// The full stop and the ideographic and fullwidth ones, which browsers read as dots in a host name.
const DOMAIN_DOT = /(?<=[\p{L}\p{N}_-])[.\u3002\uff0e\uff61](?=\p{L}[\p{L}\p{N}])/gu;

const defang = (text: string) =>
  text.replace(SCHEME, (_match, scheme: string) => `${scheme.replace(/^http/i, 'hxxp')}[:]//`).replace(DOMAIN_DOT, '[.]');

/** One line: invisible characters dropped, breaks and runs of spaces made one space. */
const oneLine = (text: string) => text.replace(INVISIBLE, '').replace(BREAKING, ' ').replace(/\s+/gu, ' ').trim();

/** Lines kept, each cleaned, at most one blank line in a row. */
const keptLines = (text: string) =>
  text.replace(INVISIBLE, '').split(LINE_BREAK).map(oneLine).join('\n').replace(/\n{3,}/g, '\n\n').trim();

export function cleanShown(text: string, { max = SHOWN_TEXT_MAX, keepLineBreaks = false }: CleanOptions = {}): string {
  const shaped = keepLineBreaks ? keptLines(text) : oneLine(text);
  const clean = defang(shaped.replace(DOUBLE_QUOTES, "'"));
  const chars = Array.from(clean);
  return chars.length <= max ? clean : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
