// Starts the built server for the browser tests on a fresh embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { portalServerEnv } from './server-env.mjs';

const root = path.resolve(import.meta.dirname, '../..');
// The port: the first argument, else E2E_PORT, else 3100.
const port = process.argv[2] ?? process.env.E2E_PORT ?? '3100';
// One database per port (kept in step with dataDirOf in server.ts).
const dataDir = path.join(root, '.e2e-data', port);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: portalServerEnv({ port, dataDir }),
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
