import argon2 from 'argon2';

/**
 * argon2id costs. 'standard' is the OWASP minimum (19 MiB, 2 iterations, 1 lane): every real
 * account. 'low' (1 MiB, 1 iteration) is for test runs that create thousands of accounts; the
 * configuration refuses it in production. A hash carries its own costs, so either verifies any.
 */
export const PASSWORD_HASH_COSTS = {
  standard: { memoryCost: 19_456, timeCost: 2 },
  low: { memoryCost: 1024, timeCost: 1 },
} as const;

export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Always runs one argon2 verification, also for unknown accounts (no hash), so that response
   * time does not tell whether an account exists.
   */
  verify(hash: string | undefined, password: string): Promise<boolean>;
}

export function passwordHasher(cost: PasswordHashCost): PasswordHasher {
  const options = { type: argon2.argon2id, parallelism: 1, ...PASSWORD_HASH_COSTS[cost] };
  const hash = (password: string) => argon2.hash(password, options);
  let dummyHash: Promise<string> | undefined;
  return {
    hash,
    async verify(stored, password) {
      if (!stored) {
        dummyHash ??= hash('not-a-real-password');
        await argon2.verify(await dummyHash, password).catch(() => false);
        return false;
      }
      return argon2.verify(stored, password).catch(() => false);
    },
  };
}
