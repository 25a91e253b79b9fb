// Global set-up of the server project: the server compiled once for the run (scripts/build-server.mjs),
// for the tests that start it as a process (tests/server/processes.ts). Node starts the compiled
// server in about half the time the TypeScript loader takes to start it from its sources, and a
// run starts it a dozen times. Its own folder under build/, where its dependencies resolve, so a
// run never touches the build that `npm start` serves; removed at the end of the run.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';

export default async function setup(project: TestProject) {
  const outdir = path.resolve(__dirname, '../../build', `test-server-${randomBytes(4).toString('hex')}`);
  await buildServer(outdir);
  project.provide('serverBuild', outdir);
  return () => rmSync(outdir, { recursive: true, force: true });
}
