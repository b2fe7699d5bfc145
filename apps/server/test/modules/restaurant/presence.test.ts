import { describe, expect, it } from 'vitest';
import { apiPaths, customerApiPaths } from '@portal/contract';
import { appOfFile, approvedPartner, post } from '../../helper.js';
import { weekdayOf } from '../../../src/modules/restaurant/index.js';
import { addDays, parisDate, parisInstant } from '../../../src/core/paris-time.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { openRestaurant, orderBody } from '../orders/orders-helper.js';
import { teamMember } from '../team/team-helper.js';
import { profileForm, readProfile, saveProfile } from './profile-helper.js';

const t = appOfFile();

describe('presence: online, offline, a timed pause', () => {
  it('lets a staff member end a pause they started, not another’s, and never switch online or offline', async () => {
    const partner = await approvedPartner(t);
    await post(t.app, apiPaths.changeStatus, { status: '1' }, partner.token);
    const lea = await teamMember(t, partner.token, 'staff');
    const tom = await teamMember(t, partner.token, 'staff', 'Tom');
    const change = (token: string, body: Record<string, string>) => post(t.app, apiPaths.changeStatus, body, token);
    const paused = (await change(lea.token, { status: '1', pause_minutes: '30' })).json();
    expect(paused).toMatchObject({ status: 200, data: { paused_by_member: lea.id } });
    // Every screen of the team sees whose pause it is: hers offers her the button to end it.
    expect(await readProfile(t, tom.token)).toMatchObject({ paused_by_member: lea.id });
    const byOther = await change(tom.token, { status: '1' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({ code: 'FORBIDDEN_FOR_ROLE' });
    expect((await readProfile(t, partner.token)).taking_orders).toBe(false);
    const ended = (await change(lea.token, { status: '1' })).json();
    expect(ended).toMatchObject({
      status: 200,
      data: { status: 1, paused_until: null, paused_by_member: null, taking_orders: true },
    });
    // With no pause of theirs running, "online" is a switch they do not have.
    expect((await change(lea.token, { status: '1' })).statusCode).toBe(403);
    // The owner's pause is the owner's; the owner ends anyone's.
    await change(partner.token, { status: '1', pause_minutes: '30' });
    expect((await change(lea.token, { status: '1' })).statusCode).toBe(403);
    await change(tom.token, { status: '1', pause_minutes: '15' });
    expect((await change(partner.token, { status: '1' })).json()).toMatchObject({ data: { paused_until: null } });
    // Switched offline by the owner meanwhile, a staff pause's end does not bring it back online.
    await change(lea.token, { status: '1', pause_minutes: '30' });
    await change(partner.token, { status: '0' });
    expect((await change(lea.token, { status: '1' })).statusCode).toBe(403);
    expect(await readProfile(t, partner.token)).toMatchObject({ status: 0 });
  });

  it('pauses for 30 minutes and is back online by itself, with nobody signed in', async () => {
    const partner = await approvedPartner(t);
    await post(t.app, apiPaths.changeStatus, { status: '1' }, partner.token);
    const paused = (
      await post(t.app, apiPaths.changeStatus, { status: '1', pause_minutes: '30' }, partner.token)
    ).json();
    expect(paused).toMatchObject({
      status: 200,
      data: { status: 1, paused_until: t.clock.now() + 30 * 60_000, taking_orders: false },
    });
    // Another device opening the portal sees the pause.
    expect(await readProfile(t, partner.token)).toMatchObject({
      status: 1,
      paused_until: t.clock.now() + 30 * 60_000,
      taking_orders: false,
    });
    t.clock.advance(30 * 60_000 + 1000);
    expect(await readProfile(t, partner.token)).toMatchObject({ status: 1, paused_until: null, taking_orders: true });
  });

  it('pauses until tomorrow’s opening, by the restaurant’s own hours', async () => {
    const partner = await approvedPartner(t);
    await saveProfile(
      t,
      partner.token,
      profileForm(partner, {
        open_time: '12:00,19:00',
        close_time: '14:00,22:30',
        weekly_hours: JSON.stringify([{ weekday: 1, open_time: '', close_time: '' }]),
      }),
    );
    // The coming Saturday at 20:00 in Paris: tomorrow is Sunday, open at 12:00.
    const start = t.clock.now();
    let saturday = parisDate(start);
    while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
    const at = (date: string, hour: number) => parisInstant(date, `${String(hour).padStart(2, '0')}:00`);
    t.clock.current = at(saturday, 20);
    const sunday = (
      await post(t.app, apiPaths.changeStatus, { status: '1', pause_until: 'tomorrow' }, partner.token)
    ).json();
    expect(sunday.data.paused_until).toBe(at(addDays(saturday, 1), 12));
    // Sunday at 20:00: Monday is closed, so the pause lasts until Tuesday noon.
    t.clock.current = at(addDays(saturday, 1), 20);
    const tuesday = (
      await post(t.app, apiPaths.changeStatus, { status: '1', pause_until: 'tomorrow' }, partner.token)
    ).json();
    expect(tuesday.data.paused_until).toBe(at(addDays(saturday, 3), 12));
    t.clock.current = start;
  });

  it('going offline or online again ends a pause; a bad pause is refused', async () => {
    const partner = await approvedPartner(t);
    await post(t.app, apiPaths.changeStatus, { status: '1', pause_minutes: '60' }, partner.token);
    const offline = (await post(t.app, apiPaths.changeStatus, { status: '0' }, partner.token)).json();
    expect(offline).toMatchObject({ status: 200, data: { status: 0, paused_until: null, taking_orders: false } });
    for (const pause_minutes of ['5', '2000', 'soon']) {
      const res = (await post(t.app, apiPaths.changeStatus, { status: '1', pause_minutes }, partner.token)).json();
      expect(res).toMatchObject({ status: 201, code: 'PAUSE_INVALID', field: 'pause_minutes' });
    }
    expect((await readProfile(t, partner.token)).status).toBe(0);
  });

  it('customers cannot order while paused, outside opening hours or on a closure day', async () => {
    const r = await openRestaurant(t);
    const customer = await verifiedCustomer(t);
    const place = async () => (await post(t.app, customerApiPaths.placeOrder, orderBody(r), customer.token)).json();
    const start = t.clock.now();
    const today = parisDate(start);
    const at = (date: string, hour: number) => parisInstant(date, `${String(hour).padStart(2, '0')}:00`);
    await saveProfile(
      t,
      r.partner.token,
      profileForm(r.partner, {
        open_time: '11:00',
        close_time: '23:00',
        weekly_hours: '[]',
        closures: JSON.stringify([
          { start_date: addDays(today, 1), end_date: addDays(today, 1), reason: 'Inventaire' },
        ]),
      }),
    );
    t.clock.current = at(today, 12);
    expect((await place()).status).toBe(200);
    await post(t.app, apiPaths.changeStatus, { status: '1', pause_minutes: '30' }, r.partner.token);
    expect(await place()).toMatchObject({ status: 201, code: 'RESTAURANT_UNAVAILABLE' });
    t.clock.advance(31 * 60_000);
    expect((await place()).status).toBe(200);
    // Closed at night, and all day during the closure.
    t.clock.current = at(today, 23) + 60_000;
    expect(await place()).toMatchObject({ status: 201, code: 'RESTAURANT_UNAVAILABLE' });
    t.clock.current = at(addDays(today, 1), 12);
    expect(await place()).toMatchObject({ status: 201, code: 'RESTAURANT_UNAVAILABLE' });
    expect((await readProfile(t, r.partner.token)).open_now).toBe(false);
    t.clock.current = at(addDays(today, 2), 12);
    expect((await place()).status).toBe(200);
    t.clock.current = start;
  });

  it('a bar open 18:00–02:00 takes orders after midnight, until 02:00', async () => {
    const r = await openRestaurant(t);
    const customer = await verifiedCustomer(t);
    const place = async () => (await post(t.app, customerApiPaths.placeOrder, orderBody(r), customer.token)).json();
    const start = t.clock.now();
    const today = parisDate(start);
    const at = (date: string, clock: string) => parisInstant(date, clock);
    const saved = (
      await saveProfile(
        t,
        r.partner.token,
        profileForm(r.partner, { open_time: '18:00', close_time: '02:00', weekly_hours: '[]', closures: '[]' }),
      )
    ).json();
    expect(saved).toMatchObject({ status: 200, data: { open_time: '18:00', close_time: '02:00' } });

    t.clock.current = at(today, '17:00');
    expect(await place()).toMatchObject({ status: 201, code: 'RESTAURANT_UNAVAILABLE' });
    t.clock.current = at(today, '23:30');
    expect((await place()).status).toBe(200);
    // After midnight the evening's slot still runs; the public page says until when.
    t.clock.current = at(addDays(today, 1), '01:30');
    expect((await place()).status).toBe(200);
    expect((await readProfile(t, r.partner.token)).open_now).toBe(true);
    const page = (
      await t.app.inject({ method: 'GET', url: apiPaths.publicRestaurant.replace(':public_id', r.publicId) })
    ).json();
    expect(page.data.presence).toMatchObject({ state: 'open', closes_at: at(addDays(today, 1), '02:00') });
    t.clock.current = at(addDays(today, 1), '02:00');
    expect(await place()).toMatchObject({ status: 201, code: 'RESTAURANT_UNAVAILABLE' });
    t.clock.current = start;
  });
});
