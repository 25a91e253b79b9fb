import { describe, expect, it } from 'vitest';
import { clientKey } from '../../server/http/client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const key = clientKey('2001:db8:aa:bb:1:2:3:4');
    expect(key).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:db8:aa:bb::1')).toBe(key);
    expect(clientKey('2001:db8:aa:bc::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:cb00:7109')).toBe('203.0.113.9');
  });
});
