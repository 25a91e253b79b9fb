/**
 * A URL as a log line or a configuration error may show it: the password in its user part and
 * every query parameter named like a password or a secret (`?password=`, `sslpassword=`) replaced
 * by `***`. Undefined when the text cannot be read as a URL: then no part of it can be shown
 * safely.
 */
const SECRET_PARAMETER = /pass|secret|token/i;

export function urlWithoutPassword(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.password) url.password = '***';
  for (const name of new Set(url.searchParams.keys())) if (SECRET_PARAMETER.test(name)) url.searchParams.set(name, '***');
  // searchParams writes `*` as %2A; the placeholder reads better as typed.
  return url.toString().replace(/%2A%2A%2A/g, '***');
}
