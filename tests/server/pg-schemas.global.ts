// Global set-up of the server project: a schema prefix unique to this run, and at the end of the
// run the drop of every schema and database made with it (tests/server/pg-schemas.ts says why not sooner).
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropTestSchemas, PG_URL } from './pg-schemas';

export default function setup(project: TestProject) {
  const prefix = `t${randomBytes(3).toString('hex')}_`;
  project.provide('pgSchemaPrefix', prefix);
  return async () => {
    if (PG_URL) await dropTestSchemas(prefix);
  };
}
