import { describe, expect, it } from 'vitest';
import { parisInstant } from '../../../src/core/paris-time.js';
import {
  checkSlot,
  dayAvailability,
  type DayContext,
  type HoldingBooking,
  mealMinutes,
  type OpeningHours,
  serviceInsideHours,
  slotLoads,
} from '../../../src/modules/reservations/availability.js';

const MINUTE = 60_000;
const settings = {
  slot_minutes: 30,
  min_notice_minutes: 60,
  max_advance_days: 60,
  duration_minutes: 90,
  durations_by_party: [{ max_covers: 2, minutes: 60 }],
};
// Friday 4 December 2026; Thursday 3rd at noon is "now".
const FRIDAY = '2026-12-04';
const dinner = {
  id: 1,
  weekdays: [5],
  first_slot: '19:00',
  last_slot: '21:00',
  capacity_covers: 10,
  pacing_covers: null,
};
const night = {
  id: 2,
  weekdays: [5],
  first_slot: '23:00',
  last_slot: '01:00',
  capacity_covers: 10,
  pacing_covers: null,
};
const noHours: OpeningHours = { usual: { open: [], close: [] }, weekdays: new Map(), closures: [] };

function day(overrides: Partial<DayContext> = {}): DayContext {
  return {
    date: FRIDAY,
    now: parisInstant('2026-12-03', '12:00'),
    settings,
    services: [dinner, night],
    tables: [],
    combinations: [],
    bookings: [],
    hours: null,
    ...overrides,
  };
}

let nextId = 100;
function booking(time: string, covers: number, minutes = 90, service = 1, date = FRIDAY): HoldingBooking {
  const at = parisInstant(date, time);
  return { id: nextId++, service_id: service, meal_at: at, ends_at: at + minutes * MINUTE, covers, table_ids: [] };
}

describe('availability', () => {
  it('offers the grid from the first to the last arrival, night slots past midnight under their evening', () => {
    const slots = dayAvailability(day(), 2).map((s) => s.time);
    expect(slots).toEqual(['19:00', '19:30', '20:00', '20:30', '21:00', '23:00', '23:30', '00:00', '00:30', '01:00']);
    const late = checkSlot(day(), { time: '00:30', covers: 2, online: true });
    // Friday's service, Saturday 00:30 by the clock.
    expect(late).toMatchObject({ ok: true, meal_at: parisInstant('2026-12-05', '00:30') });
    expect(checkSlot(day(), { time: '19:15', covers: 2, online: true })).toEqual({
      ok: false,
      code: 'SLOT_NOT_OFFERED',
    });
    expect(checkSlot(day({ date: '2026-12-05' }), { time: '19:00', covers: 2, online: true })).toMatchObject({
      ok: false,
      code: 'SLOT_NOT_OFFERED',
    });
  });

  it('counts the covers seated during the whole meal, with its duration by party size', () => {
    expect(mealMinutes(settings, 2)).toBe(60);
    expect(mealMinutes(settings, 3)).toBe(90);
    // 8 covers from 19:30 to 21:00: a party of 3 at 19:00 (to 20:30) would sit with them.
    const ctx = day({ bookings: [booking('19:30', 8)] });
    expect(checkSlot(ctx, { time: '19:00', covers: 3, online: true })).toEqual({ ok: false, code: 'SLOT_FULL' });
    expect(checkSlot(ctx, { time: '19:00', covers: 2, online: true }).ok).toBe(true);
    // A party of 2 at 18:30's grid does not exist; at 21:00 the 19:30 meal is over.
    expect(checkSlot(ctx, { time: '21:00', covers: 10, online: true }).ok).toBe(true);
    expect(slotLoads(ctx, 1).find((s) => s.time === '20:00')).toMatchObject({ booked_covers: 8, arrivals: 0 });
  });

  it('limits arrivals per slot by the pacing', () => {
    const ctx = day({ services: [{ ...dinner, pacing_covers: 4 }], bookings: [booking('20:00', 3, 60)] });
    expect(checkSlot(ctx, { time: '20:00', covers: 2, online: true })).toEqual({ ok: false, code: 'SLOT_FULL' });
    expect(checkSlot(ctx, { time: '20:30', covers: 2, online: true }).ok).toBe(true);
  });

  it('needs a free table that seats the party, online tables only for online bookings', () => {
    const tables = [
      { id: 1, min_covers: 1, max_covers: 2, online: 1 },
      { id: 2, min_covers: 2, max_covers: 4, online: 0 },
    ];
    const ctx = day({ tables });
    expect(checkSlot(ctx, { time: '20:00', covers: 4, online: true })).toEqual({ ok: false, code: 'SLOT_FULL' });
    expect(checkSlot(ctx, { time: '20:00', covers: 4, online: false })).toMatchObject({ ok: true, table_ids: [2] });
    const taken = day({ tables, bookings: [{ ...booking('20:00', 2, 60), table_ids: [1] }] });
    expect(checkSlot(taken, { time: '20:00', covers: 2, online: true })).toEqual({ ok: false, code: 'SLOT_FULL' });
    expect(checkSlot(taken, { time: '21:00', covers: 2, online: true })).toMatchObject({ ok: true, table_ids: [1] });
  });

  const roomy = [{ ...dinner, capacity_covers: 40 }];
  it('seats a party no table holds at tables put together: a table first, then the smallest combination', () => {
    const tables = [
      { id: 4, min_covers: 2, max_covers: 4, online: 1 },
      { id: 5, min_covers: 2, max_covers: 5, online: 1 },
      { id: 6, min_covers: 2, max_covers: 6, online: 1 },
    ];
    const combinations = [
      { id: 1, table_ids: [4, 5, 6], min_covers: 9, max_covers: 14, online: 1 },
      { id: 2, table_ids: [4, 5], min_covers: 6, max_covers: 9, online: 1 },
      { id: 3, table_ids: [5, 6], min_covers: 6, max_covers: 10, online: 0 },
    ];
    const ctx = day({ tables, combinations, services: roomy });
    expect(checkSlot(ctx, { time: '20:00', covers: 6, online: true })).toMatchObject({ ok: true, table_ids: [6] });
    expect(checkSlot(ctx, { time: '20:00', covers: 8, online: true })).toMatchObject({ ok: true, table_ids: [4, 5] });
    // Table 4 held at 20:00: no combination holding it is free then; online, 5 + 6 is not offered.
    const held = day({
      tables,
      combinations,
      bookings: [{ ...booking('20:00', 2, 60), table_ids: [4] }],
      services: roomy,
    });
    expect(checkSlot(held, { time: '20:00', covers: 8, online: true })).toEqual({ ok: false, code: 'SLOT_FULL' });
    expect(checkSlot(held, { time: '20:00', covers: 8, online: false })).toMatchObject({ ok: true, table_ids: [5, 6] });
    // The reverse: 4 + 5 booked, table 4 is no longer free for a party of 3.
    const joined = day({
      tables,
      combinations,
      bookings: [{ ...booking('20:00', 8, 60), table_ids: [4, 5] }],
      services: roomy,
    });
    expect(checkSlot(joined, { time: '20:00', covers: 3, online: true })).toMatchObject({ ok: true, table_ids: [6] });
    expect(checkSlot(joined, { time: '20:00', covers: 7, online: false })).toEqual({ ok: false, code: 'SLOT_FULL' });
  });

  it('gives no booking a table out of service, alone or put together', () => {
    const tables = [
      { id: 4, min_covers: 2, max_covers: 4, online: 1, blocked: 1 },
      { id: 5, min_covers: 2, max_covers: 5, online: 1 },
    ];
    const combinations = [{ id: 2, table_ids: [4, 5], min_covers: 6, max_covers: 9, online: 1 }];
    const ctx = day({ tables, combinations, services: roomy });
    expect(checkSlot(ctx, { time: '20:00', covers: 3, online: true })).toMatchObject({ ok: true, table_ids: [5] });
    expect(checkSlot(ctx, { time: '20:00', covers: 8, online: false })).toEqual({ ok: false, code: 'SLOT_FULL' });
  });

  it('keeps the notice and the advance for online bookings', () => {
    const now = parisInstant(FRIDAY, '18:30');
    expect(checkSlot(day({ now }), { time: '19:00', covers: 2, online: true })).toEqual({
      ok: false,
      code: 'BOOKING_TOO_SOON',
    });
    expect(checkSlot(day({ now }), { time: '19:00', covers: 2, online: false }).ok).toBe(true);
    expect(checkSlot(day({ now }), { time: '19:30', covers: 2, online: true }).ok).toBe(true);
    expect(checkSlot(day({ now: parisInstant(FRIDAY, '20:00') }), { time: '19:00', covers: 2, online: false })).toEqual(
      {
        ok: false,
        code: 'BOOKING_IN_PAST',
      },
    );
    const far = day({ now: parisInstant('2026-10-01', '12:00') });
    expect(checkSlot(far, { time: '19:00', covers: 2, online: true })).toEqual({ ok: false, code: 'BOOKING_TOO_FAR' });
  });

  it('offers nothing on a closure day, and only inside the opening hours', () => {
    const closed: OpeningHours = {
      ...noHours,
      closures: [{ start_date: FRIDAY, end_date: FRIDAY, reason: '' }] as never,
    };
    expect(dayAvailability(day({ hours: closed }), 2)).toEqual([]);
    const hours: OpeningHours = {
      usual: { open: ['19:00'], close: ['00:00'] },
      weekdays: new Map(),
      closures: [],
    };
    expect(dayAvailability(day({ hours }), 2).map((s) => s.time)).toEqual([
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '23:00',
      '23:30',
      '00:00',
    ]);
    expect(serviceInsideHours(dinner, hours)).toBe(true);
    expect(serviceInsideHours(night, hours)).toBe(false);
    const bar: OpeningHours = { usual: { open: ['18:00'], close: ['02:00'] }, weekdays: new Map(), closures: [] };
    expect(serviceInsideHours(night, bar)).toBe(true);
  });

  it('lets a moved booking compete with the others, not with itself', () => {
    const mine = booking('20:00', 10, 60);
    const ctx = day({ bookings: [mine] });
    expect(checkSlot(ctx, { time: '20:30', covers: 10, online: true })).toEqual({ ok: false, code: 'SLOT_FULL' });
    expect(checkSlot(ctx, { time: '20:30', covers: 10, online: true, excluding: mine.id }).ok).toBe(true);
  });
});
