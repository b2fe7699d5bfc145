import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * The journeys that move the server's clock (*.clock.spec.ts) get a server and a database of
 * their own on the next port, so that they run beside the other journeys instead of after them.
 */
export const E2E_CLOCK_PORT = E2E_PORT + 1;
export const serverUrl = (port: number) => `http://127.0.0.1:${port}`;
export const E2E_BASE_URL = serverUrl(E2E_PORT);

/** One database per port (kept in step with start-server.mjs): two servers never share data. */
const dataDirOf = (baseUrl: string) =>
  path.resolve(import.meta.dirname, '../../.e2e-data', new URL(baseUrl).port || '80');

let workerServer = E2E_BASE_URL;

/** The server of this worker's project; set once per worker by the `server` fixture (test.ts). */
export function e2eBaseUrl(): string {
  return workerServer;
}

export function useServer(baseUrl: string): void {
  workerServer = baseUrl;
}

/** `npm run admin -- …` as an administrator runs it, against this worker's server. */
export function adminCommand(...args: string[]): string {
  return execFileSync(process.execPath, ['apps/server/dist/admin/cli.js', ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATA_DIR: dataDirOf(workerServer),
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      MESSAGE_TRANSPORT: 'console',
    },
    encoding: 'utf8',
  });
}
