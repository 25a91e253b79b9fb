/**
 * Where the server mounts the API, and the app's default base address for it: a module of its
 * own, so that the app's first scripts (which make the HTTP client) do not carry every route.
 */
export const API_PREFIX = '/api';
