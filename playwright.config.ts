import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_CLOCK_PORT, E2E_PORT, PHONE, serverUrl } from './e2e/support/server';
import { chromiumArgs } from './e2e/support/server-env.mjs';

/**
 * Browser tests: Debian's Chromium drives the built web app served by the real server, on a
 * fresh embedded database (see e2e/support/start-server.mjs).
 *
 * Every journey runs once, at desktop width. The journeys tagged @layout (the public header and
 * its phone drawer, the partner menu behind its burger, the dish grid) run again at phone width:
 * those are the screens whose arrangement changes on a phone.
 *
 * Journeys named *.clock.spec.ts move the server's clock: they run one at a time against a server
 * and database of their own (the 'clock' project, on the next port), beside the other journeys.
 * Each sets fixed instants, and the browser's clock with the server's where the screen reads the
 * time. Every journey whose screens depend on the day or the hour (bookings, offers, the guest
 * book) is one of them, so no test reads the wall clock; a clock journey that has a phone layout
 * runs at phone width itself (`PHONE`), as the phone project leaves the clock journeys out.
 *
 * Time budgets are sized for a machine twice as slow as the one measured: on a 2-core machine
 * with one core kept busy (stress-ng --cpu 1), the longest journey (a dish created, edited and
 * taken off the menu) took 41 s, so a journey gets 120 s and a single wait 20 s. No retries: a
 * journey passes the first time or fails.
 */

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The journeys create their own partners, so they share one server and database (the clock
  // journeys another), and the tests of one file spread over both workers like any others.
  workers: 2,
  fullyParallel: true,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    // A failed test keeps its trace: every action, the network and the console, and a screenshot
    // of the page as it failed. The screencast and the DOM before and after each action are left
    // out: filming every test slowed the whole run by a third, and the DOM snapshots cost 15 % of
    // the browser tests' processor time (110 s instead of 95 s over four journeys' files).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell: Chromium's engine without the desktop browser around it, which
      // took half the run's processor time (the accessibility checks ran in 2.4 min instead of 3.6).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // The compositor's thread inside the browser process instead of a process of its own: the
      // browser tests took 18 % less processor time (78 s instead of 95 s over four journeys'
      // files). Lighthouse keeps Chromium's usual processes.
      args: [...chromiumArgs, '--in-process-gpu'],
    },
  },
  projects: [
    {
      // First, so that its journeys start at once on one of the workers; one at a time, as they
      // all move their server's clock.
      name: 'clock',
      testMatch: /\.clock\.spec\.ts$/,
      workers: 1,
      fullyParallel: false,
      use: { baseURL: serverUrl(E2E_CLOCK_PORT), viewport: { width: 1280, height: 800 } },
    },
    { name: 'desktop', testIgnore: /\.clock\.spec\.ts$/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grep: /@layout/,
      testIgnore: /\.clock\.spec\.ts$/,
      use: PHONE,
    },
  ],
  webServer: [E2E_PORT, E2E_CLOCK_PORT].map((port) => ({
    command: `node e2e/support/start-server.mjs ${port}`,
    url: `${serverUrl(port)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
