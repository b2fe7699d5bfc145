import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { environmentWithEnvFile, loadConfig, repositoryRoot } from '../src/config.js';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('configuration from the repository root', () => {
  it('reads .env at the repository root, under the variables of the environment', () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-root-'));
    writeFileSync(path.join(root, '.env'), 'PORT=4321\nLOG_LEVEL=warn\n# a comment\nSMS_SENDER=Bouchon\n');
    const env = environmentWithEnvFile(root, { LOG_LEVEL: 'error' });
    const config = loadConfig(env, root);
    expect(config.PORT).toBe(4321);
    expect(config.SMS_SENDER).toBe('Bouchon');
    // The environment wins over the file.
    expect(config.LOG_LEVEL).toBe('error');
  });

  it('keeps the database, uploads and the signing secret in ./data at the root, wherever the server starts', () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-root-'));
    const config = loadConfig(environmentWithEnvFile(root, {}), root);
    expect(config.DATA_DIR).toBe(path.join(root, 'data'));
    expect(config.uploadsDir).toBe(path.join(root, 'data', 'uploads'));
    expect(loadConfig({ DATA_DIR: 'elsewhere' }, root).DATA_DIR).toBe(path.join(root, 'elsewhere'));
  });

  it('takes the repository root as the folder that holds the workspaces, and works without a .env', () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-root-'));
    const manifest = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8'));
    expect(manifest.workspaces).toContain('apps/server');
    expect(environmentWithEnvFile(root, { A: '1' })).toEqual({ A: '1' });
  });

  it('refuses a movable clock in production', () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-root-'));
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_CONTROL: '1', JWT_SECRET: 'x'.repeat(40) }, root)).toThrow(
      /CLOCK_CONTROL: cannot be used in production/,
    );
  });
});
