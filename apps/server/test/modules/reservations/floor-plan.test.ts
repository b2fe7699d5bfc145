import { describe, expect, it } from 'vitest';
import { bookingApiPaths, floorPlanApiPaths } from '@portal/contract';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { teamMember } from '../team/team-helper.js';
import { bookAt, bookingRestaurant, bookOfDay, partnerCall, TOMORROW } from './reservations-helper.js';

const t = appOfFile();

/** A restaurant with tables 2, 4 and 5 (seating 2, 4 and 5) and a 30-cover dinner: no table seats 8. */
async function roomOfThree() {
  const r = await bookingRestaurant(t, { dinner: { capacity_covers: '30' } });
  const ids: Record<string, number> = {};
  for (const [name, seats] of [
    ['2', 2],
    ['4', 4],
    ['5', 5],
  ] as const) {
    const saved = await partnerCall(
      t,
      bookingApiPaths.saveTable,
      { name, min_covers: '1', max_covers: String(seats), online: '1' },
      r.token,
    );
    ids[name] = saved.data.id;
  }
  return { ...r, tableIds: ids as { '2': number; '4': number; '5': number } };
}

const combine = (token: string, body: Record<string, unknown>) =>
  partnerCall(t, floorPlanApiPaths.saveTableCombination, { online: '1', ...body }, token);

const availableAt = async (publicId: string, covers: number) => {
  const path = bookingApiPaths.availability.replace(':public_id', publicId);
  const answer = (await get(t.app, query(path, { date: TOMORROW, covers }))).json();
  return new Set(
    (answer.data.slots as Array<{ time: string; available: boolean }>).filter((s) => s.available).map((s) => s.time),
  );
};

describe('reservations: tables put together', () => {
  it('books a party of 8 online on tables 4 + 5, and table 4 is then taken at that time', async () => {
    const r = await roomOfThree();
    expect((await availableAt(r.publicId, 8)).size).toBe(0);
    const saved = await combine(r.token, {
      table_ids: `${r.tableIds['4']},${r.tableIds['5']}`,
      min_covers: '6',
      max_covers: '9',
    });
    expect(saved).toMatchObject({
      status: 200,
      fr_message: 'Tables réunies enregistrées',
      data: { min_covers: 6, max_covers: 9 },
    });
    expect(await availableAt(r.publicId, 8)).toContain('20:00');

    const guest = await verifiedCustomer(t);
    const party = await bookAt(t, guest.token, r, TOMORROW, '20:00', '8');
    expect(party.status).toBe(200);
    const book = await bookOfDay(t, r.token, TOMORROW);
    const booked = book.data.bookings.find((b: { id: number }) => b.id === party.data.id);
    expect(booked.tables.map((table: { name: string }) => table.name)).toEqual(['4', '5']);

    // Table 4 is inside the party's tables: a party of 4 finds no table at 20:00, but does once the 8 have left.
    const forFour = await availableAt(r.publicId, 4);
    expect(forFour).not.toContain('20:00');
    expect(forFour).toContain('21:30');
    const other = await verifiedCustomer(t);
    const two = await bookAt(t, other.token, r, TOMORROW, '20:00', '2');
    expect(two.status).toBe(200);
    const onFour = await partnerCall(
      t,
      bookingApiPaths.assignTables,
      { booking_id: two.data.id, table_ids: String(r.tableIds['4']) },
      r.token,
    );
    expect(onFour).toMatchObject({ code: 'TABLE_TAKEN', field: 'table_ids' });
    expect(onFour.fr_message).toBe('Une autre réservation occupe cette table à cette heure');
  });

  it('refuses tables of two areas, more guests than seats, the same tables twice, another restaurant’s table', async () => {
    const r = await roomOfThree();
    const other = await roomOfThree();
    const plan = await post(
      t.app,
      floorPlanApiPaths.saveFloorPlan,
      {
        tables: [
          { table_id: r.tableIds['5'], x: 500, y: 200, shape: 'round', rotation: 0, area: 'Terrasse', blocked: 0 },
        ],
      },
      r.token,
    );
    expect(plan.json().message).toBe('Floor plan saved');
    const pair = `${r.tableIds['2']},${r.tableIds['4']}`;
    expect(
      await combine(r.token, { table_ids: `${r.tableIds['4']},${r.tableIds['5']}`, min_covers: '6', max_covers: '9' }),
    ).toMatchObject({
      code: 'COMBINATION_TABLES_INVALID',
    });
    expect(await combine(r.token, { table_ids: pair, min_covers: '5', max_covers: '7' })).toMatchObject({
      code: 'COMBINATION_COVERS_INVALID',
      field: 'max_covers',
    });
    expect(
      await combine(r.token, { table_ids: String(r.tableIds['2']), min_covers: '2', max_covers: '4' }),
    ).toMatchObject({
      code: 'COMBINATION_TABLES_INVALID',
    });
    expect(await combine(r.token, { table_ids: pair, min_covers: '5', max_covers: '6' })).toMatchObject({
      status: 200,
    });
    expect(await combine(r.token, { table_ids: pair, min_covers: '3', max_covers: '6' })).toMatchObject({
      code: 'COMBINATION_TAKEN',
    });
    expect(
      await combine(r.token, {
        table_ids: `${r.tableIds['2']},${other.tableIds['4']}`,
        min_covers: '3',
        max_covers: '6',
      }),
    ).toMatchObject({ code: 'NOT_FOUND' });
    const theirs = await partnerCall(t, floorPlanApiPaths.tableCombinationList, {}, other.token);
    expect(theirs.data ?? []).toEqual([]);
  });

  it('lets staff read the plan but not change it; a table deleted takes its combinations with it', async () => {
    const r = await roomOfThree();
    const staff = await teamMember(t, r.token, 'staff');
    const saved = await combine(r.token, {
      table_ids: `${r.tableIds['2']},${r.tableIds['4']}`,
      min_covers: '5',
      max_covers: '6',
    });
    const read = (await get(t.app, floorPlanApiPaths.floorPlan, staff.token)).json();
    expect(read.data.combinations).toEqual([saved.data]);
    const refused = await post(
      t.app,
      floorPlanApiPaths.deleteTableCombination,
      { combination_id: saved.data.id },
      staff.token,
    );
    expect(refused.statusCode).toBe(403);
    await partnerCall(t, bookingApiPaths.deleteTable, { table_id: r.tableIds['2'] }, r.token);
    const after = (await get(t.app, floorPlanApiPaths.floorPlan, r.token)).json();
    expect(after.data.combinations).toEqual([]);
  });
});

describe('reservations: the floor plan', () => {
  it('places tables never placed on a grid, keeps what the owner places, and an out-of-service table is given to no one', async () => {
    const r = await roomOfThree();
    const first = (await get(t.app, floorPlanApiPaths.floorPlan, r.token)).json().data;
    expect(first.areas).toEqual(['']);
    const places = first.tables.map((table: { x: number; y: number }) => `${table.x},${table.y}`);
    expect(new Set(places).size).toBe(3);

    const saved = await post(
      t.app,
      floorPlanApiPaths.saveFloorPlan,
      {
        tables: [
          { table_id: r.tableIds['5'], x: 800, y: 120, shape: 'rect', rotation: 90, area: ' Terrasse ', blocked: 0 },
          { table_id: r.tableIds['4'], x: 300, y: 300, shape: 'round', rotation: 0, area: '', blocked: 1 },
        ],
      },
      r.token,
    );
    const plan = saved.json().data;
    expect(plan.areas).toEqual(['', 'Terrasse']);
    expect(plan.tables.find((table: { id: number }) => table.id === r.tableIds['5'])).toMatchObject({
      x: 800,
      y: 120,
      shape: 'rect',
      rotation: 90,
      area: 'Terrasse',
    });
    // Table 4 is out of service: a party of 4 goes to table 5, a second party of 4 finds nothing.
    const guest = await verifiedCustomer(t);
    const four = await bookAt(t, guest.token, r, TOMORROW, '19:30', '4');
    const seated = (await bookOfDay(t, r.token, TOMORROW)).data.bookings.find(
      (b: { id: number }) => b.id === four.data.id,
    );
    expect(seated.tables).toEqual([{ id: r.tableIds['5'], name: '5' }]);
    expect(await availableAt(r.publicId, 4)).not.toContain('19:30');
    const onBlocked = await partnerCall(
      t,
      bookingApiPaths.assignTables,
      { booking_id: four.data.id, table_ids: String(r.tableIds['4']) },
      r.token,
    );
    expect(onBlocked).toMatchObject({ code: 'TABLE_BLOCKED' });
  });

  it('refuses a place off the grid, an unknown shape, another restaurant’s table, in both languages', async () => {
    const r = await roomOfThree();
    const other = await roomOfThree();
    const place = { table_id: r.tableIds['2'], x: 10, y: 10, shape: 'round', rotation: 0, area: '', blocked: 0 };
    for (const bad of [{ x: 1001 }, { shape: 'star' }, { rotation: 45 }, { area: 'x'.repeat(31) }]) {
      const answer = await post(t.app, floorPlanApiPaths.saveFloorPlan, { tables: [{ ...place, ...bad }] }, r.token);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json()).toMatchObject({ code: 'FLOOR_PLAN_INVALID' });
      expect(answer.json().fr_message).toContain('Chaque table');
    }
    const theirs = await post(
      t.app,
      floorPlanApiPaths.saveFloorPlan,
      { tables: [{ ...place, table_id: other.tableIds['2'] }] },
      r.token,
    );
    expect(theirs.json().code).toBe('NOT_FOUND');
    const untouched = (await get(t.app, floorPlanApiPaths.floorPlan, other.token)).json().data;
    expect(untouched.tables.every((table: { x: number }) => table.x !== 10)).toBe(true);
  });
});
