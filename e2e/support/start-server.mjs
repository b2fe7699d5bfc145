// Starts the built server for the browser tests on a fresh embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '3100',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '0',
    MESSAGE_TRANSPORT: 'console',
    GEOCODER: 'offline',
    LOG_LEVEL: 'warn',
    // Journeys sign in many times from one address.
    RATE_LIMIT_LOGIN_PER_10_MIN: '1000',
    RATE_LIMIT_CODES_PER_10_MIN: '1000',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
