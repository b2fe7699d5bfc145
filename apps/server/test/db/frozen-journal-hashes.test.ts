import { describe, expect, it } from 'vitest';
import * as frozen from '../../src/db/migrations/frozen/journal-hashes-0012.js';
import * as live from '../../src/modules/orders/journal-hashing.js';
import { closing, closingKnownHash, lines, order, previousHash } from '../modules/orders/journal-known-answers.js';

/*
 * Migration 0012 seals the orders written before it and chains the closings with its own frozen
 * copy of the journal's hashes; `verify-journal` recomputes them with the live code. Both must give
 * the same hashes, pinned here, or every journal upgraded by 0012 stops verifying.
 */

describe("migration 0012's frozen journal hashes", () => {
  it('seal an order as the live journal checks it', () => {
    const sealed = frozen.orderSealHash(7, 1234, order, lines);
    expect(sealed).toBe('08b3af1f1f11eb35d69ab8ace2aced03c16705a2d8d3239d5364e524812c72d7');
    expect(live.orderSealHash(7, 1234, order, lines)).toBe(sealed);
  });

  it('chain a closing and start from the genesis hash as the live journal does', () => {
    const chained = frozen.closingHash(previousHash, closing);
    expect(chained).toBe(closingKnownHash);
    expect(live.closingHash(previousHash, closing)).toBe(chained);
    expect(frozen.GENESIS_HASH).toBe(live.GENESIS_HASH);
  });
});
