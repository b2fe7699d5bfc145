import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * The journeys that move the server's clock (*.clock.spec.ts) get a server and a database of
 * their own on the next port, so that they run beside the other journeys instead of after them.
 */
export const E2E_CLOCK_PORT = E2E_PORT + 1;
export const serverUrl = (port: number) => `http://127.0.0.1:${port}`;
export const E2E_BASE_URL = serverUrl(E2E_PORT);

/** The phone the journeys tagged @layout run on again, and the clock journeys that need one. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** A computer's screen (the project's own) and a phone's: for a clock journey that runs at both. */
export const BOTH_WIDTHS = [
  ['computer', {}],
  ['phone', PHONE],
] as const;

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

const root = path.resolve(import.meta.dirname, '../..');

/** The environment of the admin command, pointed at this worker's server's database. */
const adminEnvironment = () => ({
  ...process.env,
  DATA_DIR: dataDirOf(workerServer),
  DATABASE_URL: '',
  LOG_LEVEL: 'silent',
  MESSAGE_TRANSPORT: 'console',
});

/** `npm run admin -- …` as an administrator types it: a process of its own. */
export function adminCommandInShell(...args: string[]): string {
  return execFileSync(process.execPath, ['apps/server/dist/admin/cli.js', ...args], {
    cwd: root,
    env: adminEnvironment(),
    encoding: 'utf8',
  });
}

/** `openAdminSession` of the built server (apps/server/src/admin/admin-session.ts). */
interface AdminSession {
  run(args: string[], out: (text: string) => void): Promise<number>;
}
type OpenAdminSession = (
  env: NodeJS.ProcessEnv,
  logger: Record<'info' | 'warn' | 'error', () => void>,
) => Promise<AdminSession>;

const sessions = new Map<string, Promise<AdminSession>>();

/**
 * The same commands, run by this worker over the modules of the built server, opened once per
 * database: a process per command cost a second of processor time for each partner approved.
 * The onboarding journey runs the command in its own process (`adminCommandInShell`).
 */
export async function adminCommand(...args: string[]): Promise<string> {
  const env = adminEnvironment();
  let session = sessions.get(env.DATA_DIR);
  if (!session) {
    const built = pathToFileURL(path.join(root, 'apps/server/dist/admin/admin-session.js')).href;
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    session = (import(built) as Promise<{ openAdminSession: OpenAdminSession }>).then(({ openAdminSession }) =>
      openAdminSession(env, quiet),
    );
    sessions.set(env.DATA_DIR, session);
  }
  let output = '';
  const code = await (
    await session
  ).run(args, (text) => {
    output += text;
  });
  if (code !== 0) throw new Error(`admin ${args.join(' ')} ended with ${code}: ${output}`);
  return output;
}
