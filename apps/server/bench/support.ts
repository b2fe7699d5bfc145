import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { Approval } from '../src/modules/auth/index.js';
import type { Database } from '../src/db/schema.js';

/* What the benchmarks share: servers started as child processes on loopback. */

const serverDir = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

/** The line the portal prints once it listens. */
export const PORTAL_LISTENING = /Partner portal: (http:\/\/127\.0\.0\.1:\d+)\//;

/** Starts a TypeScript entry point as a child process; resolves with the address it prints. */
export async function startProcess(args: string[], env: Record<string, string>, pattern: RegExp): Promise<string> {
  return (await startChildProcess(args, env, pattern)).address;
}

/** As `startProcess`, also giving the child itself (to signal it, or to watch it exit). */
export function startChildProcess(
  args: string[],
  env: Record<string, string>,
  pattern: RegExp,
): Promise<{ address: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ address: match[1], child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args[0]} exited with ${code}:\n${output}`));
    });
  });
}

/** Stops every process started here; resolves once they have exited. */
export async function stopProcesses(): Promise<void> {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/**
 * The environment of a portal started for a benchmark: production mode, quiet logs, loopback, no
 * demo data, no web app, codes kept in the console outbox; `extra` says where the data lives.
 */
export function benchServerEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    MESSAGE_TRANSPORT: 'console',
    SEED_DEMO: '0',
    REDIS_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Required in production: the address of QR codes and public pages.
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    ...extra,
  };
}

/** The login of the benchmarks' restaurant. */
export const BENCH_PARTNER = { phone: '699999999', countryCode: '+33', password: 'bench-password' } as const;

/** An approved, online restaurant written directly (no codes to confirm); returns its id. */
export async function insertBenchPartner(db: Kysely<Database>): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('partners')
    .values({
      name: 'Bouchon du banc d’essai',
      address: '12 Rue Mercière, 69002 Lyon',
      latitude: 45.7622,
      longitude: 4.8317,
      email: 'bench@example.fr',
      phone: `${BENCH_PARTNER.countryCode}${BENCH_PARTNER.phone}`,
      country_code: BENCH_PARTNER.countryCode,
      password_hash: await hashPassword(BENCH_PARTNER.password),
      status: 1,
      is_verified: 1,
      admin_aproval: Approval.approved,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
