import { describe, expect, it, vi } from 'vitest';
import { warmUp } from '../../src/api/client';
import { warmUpHttpClientOnFormFocus } from '../../src/loading/warmUpHttpClient';

vi.mock('../../src/api/client', () => ({ warmUp: vi.fn() }));

describe('the HTTP client loads early once a form is being filled in', () => {
  it('on the first focus inside a form, and not for focus elsewhere', () => {
    document.body.innerHTML = '<a href="/about">About</a><form><label>E-mail <input name="email"></label><button>Log in</button></form>';
    warmUpHttpClientOnFormFocus();
    document.querySelector('a')!.focus();
    expect(warmUp).not.toHaveBeenCalled();
    document.querySelector('input')!.focus();
    expect(warmUp).toHaveBeenCalledTimes(1);
    document.querySelector('button')!.focus();
    expect(warmUp).toHaveBeenCalledTimes(1);
  });
});
