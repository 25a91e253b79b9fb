/** The one cleaner of text someone typed, before a mail or an alert quotes it (server/mail/clean.ts). */
import { describe, expect, it } from 'vitest';
import { cleanShown, SHOWN_TEXT_MAX } from '../../server/mail/clean';

describe('text quoted in a mail', () => {
  it('keeps ordinary names, browsers and addresses as typed', () => {
    for (const text of ['Ada Lovelace', 'Zoë', '李小龍', "O'Brien", 'J. R. R. Tolkien', 'e.g. my old phone', 'Firefox 133', '198.51.100.4', '2001:db8::1']) {
      expect(cleanShown(text)).toBe(text);
    }
  });

  it('leaves no link a mail client would make clickable: schemes, www., bare domains, e-mail addresses', () => {
    expect(cleanShown('https://evil.example/x')).toBe('hxxps[:]//evil[.]example/x');
    expect(cleanShown('HTTP://evil.example')).toBe('hxxp[:]//evil[.]example');
    expect(cleanShown('ftp://files.evil.example')).toBe('ftp[:]//files[.]evil[.]example');
    expect(cleanShown('see www.evil.example now')).toBe('see www[.]evil[.]example now');
    expect(cleanShown('open invoice.zip')).toBe('open invoice[.]zip');
    expect(cleanShown('write to help@evil.example')).toBe('write to help@evil[.]example');
    // Dots a browser reads as dots in a host name.
    expect(cleanShown('evil\u3002example and evil\uff0eexample')).toBe('evil[.]example and evil[.]example');
    // An invisible character inside a link does not keep it whole past the rule.
    expect(cleanShown('https\u200B://evil\u200B.example')).toBe('hxxps[:]//evil[.]example');
  });

  it('gives the same text when cleaned twice', () => {
    for (const text of ['https://evil.example/x www.evil.example', 'Ann "Support" \u202Etxt.exe\u200B', 'x'.repeat(100)]) {
      expect(cleanShown(cleanShown(text))).toBe(cleanShown(text));
    }
  });

  it('drops bidirectional and invisible characters, keeps one line and one space between words, caps the length', () => {
    expect(cleanShown('Hello\u200B, \u202Eevil\u202C\tworld\n\u2028again ')).toBe('Hello, evil world again');
    const long = cleanShown(`${'word '.repeat(20)}https://evil.example/x`);
    expect(Array.from(long)).toHaveLength(SHOWN_TEXT_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(Array.from(cleanShown('x'.repeat(200), { max: 100 }))).toHaveLength(100);
  });

  it('keeps the line breaks of a message body when asked, at most one blank line in a row', () => {
    expect(cleanShown('Hello\u200B,\r\n\u202Eplease  look at https://evil.example/x\r\r\n\n\nThanks\u2029Ann\n', { keepLineBreaks: true, max: 500 }))
      .toBe('Hello,\nplease look at hxxps[:]//evil[.]example/x\n\nThanks\nAnn');
  });
});
