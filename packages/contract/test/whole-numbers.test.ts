import { describe, expect, it } from 'vitest';
import { ZPlaceOrderRequestSchema, ZRemoveStaffRequestSchema, ZSaveTableRequestSchema, zId } from '../src/index.js';
import { zCovers } from '../src/reservation-fields.js';
import { firstProblem } from './helpers.js';

describe('ids and counts', () => {
  it('read an integer or its digits', () => {
    expect(zId().parse(7)).toBe(7);
    expect(zId().parse(' 7 ')).toBe(7);
    expect(zCovers().parse(4)).toBe(4);
    expect(zCovers().parse('4')).toBe(4);
  });

  it('refuse true, false, a fraction and an exponent, on an id and on a count', () => {
    for (const value of [true, false, 1.5, '1.5', '1e3']) {
      expect(firstProblem(zId(), value)?.code, `id ${String(value)}`).toBe('NOT_FOUND');
      expect(firstProblem(zCovers(), value)?.code, `covers ${String(value)}`).toBe('COVERS_INVALID');
      expect(firstProblem(ZRemoveStaffRequestSchema, { member_id: value })?.code).toBe('NOT_FOUND');
    }
  });

  it('refuse a boolean as a table’s covers and as an order’s quantity, item or party', () => {
    const table = { id: '', name: 'T1', min_covers: '1', max_covers: true, online: '1' };
    expect(firstProblem(ZSaveTableRequestSchema, table)?.code).toBe('TABLE_COVERS_INVALID');
    const order = {
      restaurant_id: 'abc',
      items: [{ item_id: 3, quantity: 2 }],
      service_type: 1,
      no_of_people: 2,
      payment_method: 1,
    };
    expect(ZPlaceOrderRequestSchema.safeParse(order).success).toBe(true);
    const line = order.items[0]!;
    expect(firstProblem(ZPlaceOrderRequestSchema, { ...order, items: [{ ...line, quantity: true }] })?.code).toBe(
      'QUANTITY_INVALID',
    );
    expect(firstProblem(ZPlaceOrderRequestSchema, { ...order, items: [{ ...line, item_id: true }] })?.code).toBe(
      'VALIDATION',
    );
    expect(firstProblem(ZPlaceOrderRequestSchema, { ...order, no_of_people: 1.5 })?.code).toBe('PEOPLE_INVALID');
    expect(firstProblem(ZPlaceOrderRequestSchema, { ...order, no_of_people: '1e3' })?.code).toBe('PEOPLE_INVALID');
  });
});
