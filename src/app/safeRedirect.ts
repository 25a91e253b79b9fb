/**
 * The `redirect` search parameter kept by the guard, accepted only as a same-origin path
 * ("/dashboard/deposit?x=1"), never an absolute or protocol-relative address.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.startsWith('/auth/')) return undefined;
  return value;
}
