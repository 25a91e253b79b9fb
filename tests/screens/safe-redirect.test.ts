import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../src/app/safeRedirect';

const ORIGIN = 'https://acme-invest.example';

describe('safeRedirectPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeRedirectPath('/dashboard/deposit?x=1#top', ORIGIN)).toBe('/dashboard/deposit?x=1#top');
  });

  it('refuses anything a browser would read as another site', () => {
    for (const value of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/\t\\evil.example', '/\n/evil.example', 'https://evil.example/', 'javascript:alert(1)', '\\\\evil.example', ' //evil.example']) {
      expect(safeRedirectPath(value, ORIGIN), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('never answers a path that starts with two slashes, which a browser reads as another site', () => {
    const tricks = ['/./\\evil.example', '/.//evil.example', '/%2e/\\evil.example', '/x/..//evil.example', '/./\t/evil.example', '/../\\evil.example'];
    for (const value of tricks) expect(safeRedirectPath(value, ORIGIN), JSON.stringify(value)).toBeUndefined();
    expect(safeRedirectPath('/dashboard//deposit', ORIGIN)).toBe('/dashboard//deposit');
    expect(safeRedirectPath('/./dashboard/../dashboard/deposit', ORIGIN)).toBe('/dashboard/deposit');
  });

  it('refuses the auth pages and anything not a string', () => {
    expect(safeRedirectPath('/auth/logout', ORIGIN)).toBeUndefined();
    expect(safeRedirectPath(42, ORIGIN)).toBeUndefined();
  });
});
