import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/* What the benchmarks share: servers started as child processes on loopback. */

const serverDir = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

/** The line the portal prints once it listens. */
export const PORTAL_LISTENING = /Partner portal: (http:\/\/127\.0\.0\.1:\d+)\//;

/** Starts a TypeScript entry point as a child process; resolves with the address it prints. */
export function startProcess(args: string[], env: Record<string, string>, pattern: RegExp): Promise<string> {
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
        resolve(match[1]);
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
