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
 * The calendar date in Paris `days` after the instant `at`, "YYYY-MM-DD" (whole days of 24 hours:
 * from an instant near midday, the clock changes never move it to another date).
 */
export function parisDateAfter(at: number, days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at + days * 86_400_000);
}
