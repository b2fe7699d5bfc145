import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { portalServerEnv } from '../../e2e/support/server-env.mjs';

/*
 * The built server the screenshots are taken of, started like e2e/support/start-server.mjs does
 * (fresh embedded database, console message transport, offline address search), on its own port
 * (SCREENSHOTS_PORT, 3200 by default) and data directory (.screenshots-data).
 */

export const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.SCREENSHOTS_PORT ?? 3200);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.screenshots-data');
const serverEnv = portalServerEnv({ port, dataDir });

/** Starts the built server on an empty data directory. */
export function startServer() {
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit', env: serverEnv });
  return server;
}

/** Resolves once the server answers its health check; fails when it exits or is silent for 30 s. */
export async function waitForHealth(server) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer on ${baseURL}/api/health within 30 s`);
}

/** Stops the server; resolves once it has exited. */
export function stopServer(server) {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', resolve);
    process.kill(server.pid, 'SIGTERM');
  });
}

/** `npm run admin -- <args>` on the server's database, as the built command. */
export function admin(...args) {
  return execFileSync(process.execPath, ['apps/server/dist/admin/cli.js', ...args], {
    cwd: root,
    env: { ...serverEnv, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

