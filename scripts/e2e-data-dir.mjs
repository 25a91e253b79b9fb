// The browser suite's data folder, derived from the server's port, so the specs (which run the
// operator CLI and read the test clock there) find the database of the server they talk to.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @param {string | number} port */
export const e2eDataDir = (port) => join(tmpdir(), `acme-e2e-${port}`);
