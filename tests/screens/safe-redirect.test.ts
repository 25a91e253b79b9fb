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

  it('refuses the auth pages and anything not a string', () => {
    expect(safeRedirectPath('/auth/logout', ORIGIN)).toBeUndefined();
    expect(safeRedirectPath(42, ORIGIN)).toBeUndefined();
  });
});
