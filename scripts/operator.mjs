#!/usr/bin/env node
// npm run operator -- …: the operator's tool, compiled with the server (scripts/build-server.mjs)
// and run with plain Node, next to the running server and with its environment.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureServerBuild, SERVER_BUILD } from './build-server.mjs';

await ensureServerBuild();
const tool = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_BUILD, 'operator.mjs'), ...process.argv.slice(2)], { stdio: 'inherit' });
tool.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
