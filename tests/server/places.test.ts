/** The country of an IP address, from the database shipped with the server. */
import { describe, expect, it, vi } from 'vitest';
import { countryPlaces } from '../../server/auth/places';

describe('countryPlaces', () => {
  it('names the country of public addresses, and nothing for private, loopback, documentation or malformed ones', async () => {
    const places = countryPlaces();
    expect(await places.placeOf('8.8.8.8')).toBe('United States');
    expect(await places.placeOf('81.2.69.142')).toBe('United Kingdom');
    for (const ip of ['192.168.1.1', '127.0.0.1', '::1', '203.0.113.7', 'not-an-ip', null]) expect(await places.placeOf(ip)).toBeNull();
  });

  it('without a readable database lists no places, says so once, and keeps answering', async () => {
    const unreadable = vi.fn();
    const places = countryPlaces('/nonexistent/countries.mmdb', unreadable);
    expect(await places.placeOf('8.8.8.8')).toBeNull();
    expect(await places.placeOf('81.2.69.142')).toBeNull();
    expect(unreadable).toHaveBeenCalledTimes(1);
  });
});
