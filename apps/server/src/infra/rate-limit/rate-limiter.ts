import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { retryAfterMessage } from '@portal/contract';
import { AppError } from '../../core/errors.js';
import type { Clock } from '../../core/clock.js';

/** One limit: at most `max` requests per `windowMs` for each key the rule gives a request. */
export interface LimitRule {
  /** Names the counter; rules with the same name share it (a budget spread over several routes). */
  name: string;
  max: number;
  windowMs: number;
  /** The key to count under (an address, an account, a partner); undefined skips the rule. */
  key: (request: FastifyRequest) => string | undefined;
}

interface Hit {
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

/** Where counters live: this process's memory, or Redis so that several processes share them. */
export interface CounterStore {
  /** Adds `amount` (1 by default) to the bucket's counter of the current window. */
  hit(bucket: string, windowMs: number, amount?: number): Promise<Hit>;
  /** Gives back `amount` of the current window's counter (never below 0; nothing once it ended). */
  refund(bucket: string, amount: number): Promise<void>;
}

/** Fixed windows in memory; expired counters are swept as new ones are made. */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly clock: Clock) {}

  async hit(bucket: string, windowMs: number, amount = 1): Promise<Hit> {
    const now = this.clock();
    let counter = this.counters.get(bucket);
    if (!counter || counter.resetAt <= now) {
      if (!counter && this.counters.size >= 10_000) this.sweep(now);
      counter = { count: 0, resetAt: now + windowMs };
      this.counters.set(bucket, counter);
    }
    counter.count += amount;
    return { count: counter.count, resetInMs: counter.resetAt - now };
  }

  async refund(bucket: string, amount: number): Promise<void> {
    const counter = this.counters.get(bucket);
    if (counter && counter.resetAt > this.clock()) counter.count = Math.max(0, counter.count - amount);
  }

  private sweep(now: number) {
    for (const [bucket, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(bucket);
  }
}

/** Fixed windows in Redis: the first hit of a window sets its expiry, every hit increments. */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'portal-rl:',
  ) {}

  async hit(bucket: string, windowMs: number, amount = 1): Promise<Hit> {
    const key = `${this.prefix}${bucket}`;
    const results = await this.redis.multi().set(key, 0, 'PX', windowMs, 'NX').incrby(key, amount).pttl(key).exec();
    const count = Number(results?.[1]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async refund(bucket: string, amount: number): Promise<void> {
    // Only a live window is given back to, and never below 0: a refund must not open a new window.
    await this.redis.eval(
      "local n = redis.call('get', KEYS[1]) if n and tonumber(n) > 0 then redis.call('decrby', KEYS[1], math.min(tonumber(n), tonumber(ARGV[1]))) end return 0",
      1,
      `${this.prefix}${bucket}`,
      amount,
    );
  }
}

/**
 * Request limits as route hooks. Unlike a single limit per route, any number of rules can guard
 * one route (per address and account, per address across accounts, a shared budget), each with
 * its own counter. A request over a limit gets 429 with Retry-After and the RATE_LIMITED envelope.
 * A rule may also meter work rather than requests (`charge`: the photos a save carries).
 */
export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    /** Told of every refusal, with the rule's name (the metrics count them). */
    private readonly onRefused: (rule: string) => void = () => undefined,
  ) {}

  hook(...rules: LimitRule[]) {
    return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      for (const rule of rules) await this.charge(rule, request, reply, 1);
    };
  }

  /**
   * Counts `amount` units of work of a request against a rule (nothing when it is 0), and refuses
   * the request when the window's total goes past the rule's maximum.
   */
  async charge(rule: LimitRule, request: FastifyRequest, reply: FastifyReply, amount: number): Promise<void> {
    if (amount <= 0) return;
    const key = rule.key(request);
    if (key === undefined) return;
    const { count, resetInMs } = await this.store.hit(`${rule.name}|${key}`, rule.windowMs, amount);
    if (count > rule.max) {
      this.onRefused(rule.name);
      const retryAfter = Math.max(1, Math.ceil(resetInMs / 1000));
      reply.header('retry-after', String(retryAfter));
      // The answer says when to try again, in seconds and in words.
      const text = retryAfterMessage(retryAfter);
      throw new AppError('RATE_LIMITED', {
        httpStatus: 429,
        extra: { retry_after: retryAfter, message: text.en, fr_message: text.fr },
      });
    }
  }

  /**
   * Gives back one unit a request was counted under the rules: a request that succeeded (a right
   * password) then uses none of the allowance, so only failures count. It is counted first and
   * given back after, so parallel guesses are all counted while they run.
   */
  async giveBack(request: FastifyRequest, ...rules: LimitRule[]): Promise<void> {
    for (const rule of rules) {
      const key = rule.key(request);
      if (key !== undefined) await this.store.refund(`${rule.name}|${key}`, 1);
    }
  }
}
