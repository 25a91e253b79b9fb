/**
 * The `redirect` search parameter kept by the guard, accepted only when the browser itself would
 * read it as a page of this site: it is resolved as the browser resolves a link (which drops tabs
 * and newlines and reads `\` as `/`, so "/\t/evil.example" is another host), and kept only when
 * its origin is ours and its path does not start with two slashes. The auth pages are never a
 * destination.
 */
export function safeRedirectPath(value: unknown, origin?: string): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  const site = origin ?? window.location.origin;
  let url: URL;
  try {
    url = new URL(value, site);
  } catch {
    return undefined;
  }
  if (url.origin !== site || url.pathname.startsWith('/auth/')) return undefined;
  // Resolving can leave two slashes in front ("/./\\evil.example" gives "//evil.example"): as a
  // link, that path is another site.
  if (/^\/[/\\]/.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
