import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { MemoryCounterStore, RedisCounterStore } from '../../../src/infra/rate-limit/rate-limiter.js';

describe('counters that add several units at once', () => {
  it('in memory: a window holds the sum, and the next window starts again', async () => {
    let now = 1_000_000;
    const store = new MemoryCounterStore(() => now);
    expect(await store.hit('photos|1', 60_000, 6)).toEqual({ count: 6, resetInMs: 60_000 });
    expect((await store.hit('photos|1', 60_000, 5)).count).toBe(11);
    expect((await store.hit('photos|1', 60_000)).count).toBe(12);
    expect((await store.hit('photos|2', 60_000, 3)).count).toBe(3);
    now += 60_000;
    expect((await store.hit('photos|1', 60_000, 2)).count).toBe(2);
  });

  it('in Redis: the same sums, shared by every process', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
    await redis.connect();
    try {
      const prefix = `portal-rl-test:${process.pid}:${Math.random().toString(36).slice(2)}:`;
      const one = new RedisCounterStore(redis, prefix);
      const another = new RedisCounterStore(redis, prefix);
      expect((await one.hit('photos|1', 60_000, 6)).count).toBe(6);
      const second = await another.hit('photos|1', 60_000, 5);
      expect(second.count).toBe(11);
      expect(second.resetInMs).toBeGreaterThan(0);
      expect(second.resetInMs).toBeLessThanOrEqual(60_000);
      await redis.del(`${prefix}photos|1`);
    } finally {
      await redis.quit();
    }
  });

  it('give back a unit of a live window only, never below 0', async () => {
    let now = 1_000_000;
    const memory = new MemoryCounterStore(() => now);
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
    await redis.connect();
    const prefix = `portal-rl-test:${process.pid}:${Math.random().toString(36).slice(2)}:`;
    try {
      for (const store of [memory, new RedisCounterStore(redis, prefix)]) {
        await store.hit('login|a', 60_000, 2);
        await store.refund('login|a', 1);
        expect((await store.hit('login|a', 60_000)).count).toBe(2);
        await store.refund('login|a', 5);
        expect((await store.hit('login|a', 60_000)).count).toBe(1);
        // No window: nothing to give back, and none is opened.
        await store.refund('login|b', 1);
        expect((await store.hit('login|b', 60_000)).count).toBe(1);
      }
      now += 60_000;
      await memory.refund('login|a', 1);
      expect((await memory.hit('login|a', 60_000)).count).toBe(1);
    } finally {
      await redis.del(`${prefix}login|a`, `${prefix}login|b`);
      await redis.quit();
    }
  });
});
