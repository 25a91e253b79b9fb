// Runs in every file of the server project, before its tests. The files of a worker share their
// modules (vitest.config.ts: isolate false), so hooks registered when a shared module is first
// imported would serve only that first file: they are registered here instead.
import { afterAll, afterEach } from 'vitest';
import { closeOpenHarnesses } from './harness';
import { cleanUpProcesses } from './processes';

afterEach(closeOpenHarnesses);
afterAll(cleanUpProcesses);
