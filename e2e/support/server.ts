import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * The database of the server under test; the admin command is pointed at it. One per port, so
 * that runs on two ports (E2E_PORT) never share or delete each other's data.
 */
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '../../.e2e-data', String(E2E_PORT));

/** `npm run admin -- …` as an administrator runs it, against the server under test. */
export function adminCommand(...args: string[]): string {
  return execFileSync(process.execPath, ['apps/server/dist/admin/cli.js', ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      MESSAGE_TRANSPORT: 'console',
    },
    encoding: 'utf8',
  });
}
