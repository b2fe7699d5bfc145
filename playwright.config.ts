import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL } from './e2e/support/server';
import { chromiumArgs } from './e2e/support/server-env.mjs';

/**
 * Browser tests: Debian's Chromium drives the built web app served by the real server, on a
 * fresh embedded database (see e2e/support/start-server.mjs). Every journey runs at desktop and
 * phone width.
 */

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One server and one database: journeys create their own partners, so they can share it.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
