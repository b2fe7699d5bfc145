import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalEntryV3, entryHashV2, entryHashV3 } from '../../../src/modules/orders/journal-hashing.js';
import { entry, lines, order, previousHash } from './journal-known-answers.js';

/** The known answers' order, with a promo code that saved 1,20 € on the burgers. */
const coded = { ...order, promo_code: 'BIENVENUE10', savings_cents: 120 };
const codedLines = lines.map((line) => ({ ...line, savings_cents: line.position === 1 ? 120 : 0 }));
describe('the version-3 canonical form (known answer)', () => {
  it('adds the promo code and savings to the order and each line’s share, and hashes them', () => {
    const canonical =
      '{"v":3,"restaurant_id":7,"seq":42,"kind":"completed","order_id":1234,"order_number":17,"total_cents":3300,' +
      '"by_rate":"{\\"1000\\":{\\"sales_cents\\":1200,\\"tva_cents\\":109},\\"2000\\":{\\"sales_cents\\":2100,\\"tva_cents\\":350}}",' +
      '"created_at":1795602600000,' +
      '"order":{"order_number":17,"placed_at":1795600800000,"service_type":1,"payment_method":2,"subtotal_cents":3300,' +
      '"tva_cents":459,"service_charge_cents":0,"total_cents":3300,"promo_code":"BIENVENUE10","savings_cents":120},' +
      '"lines":[{"name_fr":"Bière blonde","name_en":"Lager","size_fr":"Pinte","size_en":"Pint",' +
      '"options":[{"group_fr":"Sirop","group_en":"Syrup","name_fr":"Grenadine","name_en":"Grenadine","price_cents":50}],' +
      '"quantity":3,"unit_price_cents":650,"options_unit_cents":50,"discount_percent":0,"buy_one_get_one":0,' +
      '"tva_bp":2000,"line_total_cents":2100,"tva_cents":350,"savings_cents":0},' +
      '{"name_fr":"Burger lyonnais","name_en":"Lyon burger","size_fr":"","size_en":"","options":[],' +
      '"quantity":2,"unit_price_cents":1200,"options_unit_cents":0,"discount_percent":0,"buy_one_get_one":1,' +
      '"tva_bp":1000,"line_total_cents":1200,"tva_cents":109,"savings_cents":120}]}';
    expect(canonicalEntryV3(entry, coded, codedLines)).toBe(canonical);
    const hash = entryHashV3(previousHash, entry, coded, codedLines);
    expect(hash).toBe(createHash('sha256').update(previousHash).update(canonical).digest('hex'));
    expect(hash).toBe('c1e9fdd1589707eb1ce790e54dd67bd45b97ee9b79d09623ee4b52eb4a7a642a');
    // The saving counts: another share, or no code, is another hash; version 2 ignores both.
    const moved = codedLines.map((line) => ({ ...line, savings_cents: line.position === 0 ? 120 : 0 }));
    expect(entryHashV3(previousHash, entry, coded, moved)).not.toBe(hash);
    expect(entryHashV3(previousHash, entry, { ...coded, promo_code: null }, codedLines)).not.toBe(hash);
    expect(entryHashV2(previousHash, entry, coded, codedLines)).toBe(entryHashV2(previousHash, entry, order, lines));
  });
});
