import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '@portal/contract';
import { expect } from './test';

/*
 * The clock journeys (*.clock.spec.ts) run one at a time against a server of their own whose
 * clock they set (POST /api/dev/clock): what they see never depends on the day or the hour they
 * run, and none of them reads the wall clock.
 */

/** The server's clock set to `at`; it runs on from there. */
export async function moveServerClock(request: APIRequestContext, at: number): Promise<void> {
  expect((await request.post(apiPaths.devClock, { data: { at } })).ok()).toBe(true);
}

/** The server's clock and the browser's, both set to `at` (the browser's stays there). */
export async function moveClock(page: Page, request: APIRequestContext, at: number): Promise<void> {
  await moveServerClock(request, at);
  await page.clock.setFixedTime(at);
}

/**
 * For a screen that re-reads the time on a timer (the day's book, every 15 s): both clocks set to
 * `at`, the browser's running on from there (before the page opens), so that `jumpClock` can move
 * it forward as time passes for the screen.
 */
export async function startClock(page: Page, request: APIRequestContext, at: number): Promise<void> {
  await moveServerClock(request, at);
  await page.clock.install({ time: at });
}

/** Both clocks moved forward to `at`; the browser's timers that fall due in between fire once. */
export async function jumpClock(page: Page, request: APIRequestContext, at: number): Promise<void> {
  await moveServerClock(request, at);
  const browserNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Math.max(0, at - browserNow));
}
