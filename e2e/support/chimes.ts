import type { Page } from '@playwright/test';

/*
 * The chime of a new order or booking, counted: a stand-in AudioContext, installed before the
 * page's scripts run, records each note the page starts.
 */

/** The stand-in AudioContext, for `page.addInitScript(countChimes)`: runs in the page. */
export const countChimes = () => {
  const played = { notes: 0 };
  (window as unknown as { __notes: typeof played }).__notes = played;
  class CountingAudioContext {
    currentTime = 0;
    destination = {};
    state = 'running';
    resume() {
      return Promise.resolve();
    }
    close() {
      return Promise.resolve();
    }
    createGain() {
      const ramp = () => undefined;
      return { gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp }, connect: (next: unknown) => next };
    }
    createOscillator() {
      return {
        type: 'sine',
        frequency: { value: 0 },
        connect: (next: unknown) => next,
        start: () => {
          played.notes += 1;
        },
        stop: () => undefined,
      };
    }
  }
  (window as unknown as { AudioContext: unknown }).AudioContext = CountingAudioContext;
};

/** The notes the page has played so far. */
export const chimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notes: { notes: number } }).__notes.notes);
