/**
 * The longest string each kind of field may hold: the server's schemas bound every string with
 * these, and the app's fields take the same limits (a module of its own, so that the app gets
 * the numbers without the schema builder).
 */
export const LIMITS = { name: 100, email: 254, password: 128, token: 2048, code: 16, message: 5000, ref: 64 } as const;
