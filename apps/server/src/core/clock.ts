/** Current time in epoch milliseconds; injected so tests can move time forward. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/** A clock that can be moved forward or set (browser tests only: CLOCK_CONTROL). */
export interface AdjustableClock {
  clock: Clock;
  set(epochMs: number): void;
  advance(ms: number): void;
}

export function adjustableClock(base: Clock = systemClock): AdjustableClock {
  let offset = 0;
  return {
    clock: () => base() + offset,
    set: (epochMs) => {
      offset = epochMs - base();
    },
    advance: (ms) => {
      offset += ms;
    },
  };
}
