import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, errorMessages, TEAM_INVITES_PER_DAY, customerApiPaths } from '@portal/contract';
import { appOfFile, approvedPartner, international, newPartnerForm, post } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { MEMBER_PASSWORD, newMemberPhone, teamMember } from './team-helper.js';
import { orderBody, openRestaurant } from '../orders/orders-helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';

/*
 * The team: the owner invites managers and staff, who accept with the code sent
 * to their phone and sign in with their own phone and password into that restaurant only, with
 * their role; the owner changes roles and removes members, which ends their sessions at once.
 */
const t = appOfFile();
let owner: Awaited<ReturnType<typeof approvedPartner>>;

beforeAll(async () => {
  owner = await approvedPartner(t, { name: 'Le Bouchon' });
});

/** A member of the team (`token`) invites someone by their French phone number. */
const invite = (token: string, invitee: { name: string; phone: string; role: string }) =>
  post(t.app, apiPaths.inviteStaff, { ...invitee, country_code: '33' }, token);

const forbidden = {
  status: 201,
  code: 'FORBIDDEN_FOR_ROLE',
  message: errorMessages.FORBIDDEN_FOR_ROLE.en,
  fr_message: errorMessages.FORBIDDEN_FOR_ROLE.fr,
};

describe('an invitation', () => {
  it('sends a code to the invitee, who sets a password with it and signs in to the restaurant with their role', async () => {
    const phone = newMemberPhone();
    const invited = (await invite(owner.token, { name: 'Léa', phone, role: 'staff' })).json();
    expect(invited).toMatchObject({ status: 200, data: { name: 'Léa', role: 'staff', state: 'invited' } });
    const sent = t.transport.sent.at(-1)!;
    expect(sent).toMatchObject({ to: international({ phone, country_code: '+33' }), channel: 'sms' });
    // The text names the restaurant and links to the page to accept on, with the phone filled in,
    // at the address the server listens on (no PUBLIC_BASE_URL in tests).
    const invitee = encodeURIComponent(international({ phone, country_code: '+33' }));
    expect(sent.text).toBe(
      `Le Bouchon vous invite dans son équipe sur l'Espace partenaires. Votre code : ${sent.code}, valable 72 heures. Acceptez sur http://127.0.0.1:3000/invitation?phone=${invitee}`,
    );

    // Before accepting, the phone opens nothing.
    const early = await post(t.app, apiPaths.login, { phone, country_code: '33', password: MEMBER_PASSWORD });
    expect(early.json()).toMatchObject({ status: 201, code: 'INVALID_CREDENTIALS' });

    const wrong = await post(t.app, apiPaths.acceptInvite, {
      phone,
      country_code: '33',
      otp: sent.code === '000000' ? '111111' : '000000',
      password: MEMBER_PASSWORD,
    });
    expect(wrong.json()).toMatchObject({ status: 201, code: 'INVALID_OTP', field: 'otp' });
    const accepted = await post(t.app, apiPaths.acceptInvite, {
      phone,
      country_code: '33',
      otp: sent.code,
      password: MEMBER_PASSWORD,
    });
    expect(accepted.json()).toMatchObject({ status: 200 });
    // The code is spent.
    const again = await post(t.app, apiPaths.acceptInvite, {
      phone,
      country_code: '33',
      otp: sent.code,
      password: 'un autre mot de passe',
    });
    expect(again.json()).toMatchObject({ status: 201, code: 'INVALID_OTP' });

    const login = (await post(t.app, apiPaths.login, { phone, country_code: '33', password: MEMBER_PASSWORD })).json();
    expect(login).toMatchObject({
      status: 200,
      role: 'staff',
      member: { id: invited.data.id, name: 'Léa' },
      data: { id: owner.id, name: 'Le Bouchon' },
    });
    const list = (await get(t.app, apiPaths.staffList, owner.token)).json();
    expect(list.data).toEqual([
      expect.objectContaining({ id: 0, role: 'owner', you: true }),
      expect.objectContaining({ id: invited.data.id, name: 'Léa', role: 'staff', state: 'active', you: false }),
    ]);
  });

  it('is refused for a number that signs in to another account, or is in another team', async () => {
    const other = await approvedPartner(t);
    const partnerPhone = await invite(owner.token, { name: 'Paul', phone: other.form.phone, role: 'staff' });
    expect(partnerPhone.json()).toMatchObject({
      status: 201,
      code: 'INVITEE_PHONE_TAKEN',
      field: 'phone',
      message: errorMessages.INVITEE_PHONE_TAKEN.en,
      fr_message: errorMessages.INVITEE_PHONE_TAKEN.fr,
    });
    const elsewhere = await teamMember(t, other.token, 'staff');
    const theirs = await invite(owner.token, { name: 'Paul', phone: elsewhere.phone, role: 'manager' });
    expect(theirs.json()).toMatchObject({ status: 201, code: 'INVITEE_PHONE_TAKEN' });
    const ours = await teamMember(t, owner.token, 'staff');
    const twice = await invite(owner.token, { name: 'Léa', phone: ours.phone, role: 'staff' });
    expect(twice.json()).toMatchObject({ status: 201, code: 'ALREADY_IN_TEAM' });
    // Nor may a new restaurant register with a member's phone.
    const signup = await post(t.app, apiPaths.signup, newPartnerForm({ phone: ours.phone }));
    expect(signup.json()).toMatchObject({ status: 201, code: 'PHONE_EXISTS' });
  });

  it('counts against the restaurant’s code-sending limits: the resend cooldown and new numbers a day', async () => {
    const restaurant = await approvedPartner(t);
    const phone = newMemberPhone();
    const form = { name: 'Zoé', phone, country_code: '33', role: 'staff' };
    expect((await post(t.app, apiPaths.inviteStaff, form, restaurant.token)).json()).toMatchObject({ status: 200 });
    const resend = (await post(t.app, apiPaths.inviteStaff, form, restaurant.token)).json();
    expect(resend).toMatchObject({ status: 201, code: 'OTP_COOLDOWN' });
    expect(resend.retry_after).toBeGreaterThan(0);
    t.clock.advance(61_000);
    // A new code for the same invitation, once the cooldown is over.
    expect((await post(t.app, apiPaths.inviteStaff, form, restaurant.token)).json()).toMatchObject({ status: 200 });
    for (let n = 1; n < TEAM_INVITES_PER_DAY; n += 1) {
      const next = { ...form, phone: newMemberPhone() };
      expect((await post(t.app, apiPaths.inviteStaff, next, restaurant.token)).json()).toMatchObject({ status: 200 });
    }
    const sentBefore = t.transport.sent.length;
    const over = await post(t.app, apiPaths.inviteStaff, { ...form, phone: newMemberPhone() }, restaurant.token);
    expect(over.json()).toMatchObject({ status: 201, code: 'TEAM_INVITE_LIMIT', field: 'phone' });
    expect(t.transport.sent.length).toBe(sentBefore);
    const list = (await get(t.app, apiPaths.staffList, restaurant.token)).json();
    expect(list.data).toHaveLength(1 + TEAM_INVITES_PER_DAY);
  });
});

describe('roles', () => {
  it('refuses a staff member what is not theirs with 403 FORBIDDEN_FOR_ROLE, and lets them work the orders', async () => {
    const staff = await teamMember(t, owner.token, 'staff');
    expect((await get(t.app, apiPaths.orderList, staff.token)).json()).toMatchObject({ status: 200 });
    const report = await get(t.app, query(apiPaths.orderList, { period: 2 }), staff.token);
    expect(report.statusCode).toBe(403);
    expect(report.json()).toEqual(forbidden);
    for (const url of [apiPaths.reportCsv, apiPaths.staffList, apiPaths.dishList]) {
      const res = await get(t.app, url, staff.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual(forbidden);
    }
    // Pausing is theirs; going offline is not.
    const pause = await post(t.app, apiPaths.changeStatus, { status: '1', pause_minutes: '30' }, staff.token);
    expect(pause.json()).toMatchObject({ status: 200 });
    const offline = await post(t.app, apiPaths.changeStatus, { status: '0' }, staff.token);
    expect(offline.statusCode).toBe(403);
    expect(offline.json()).toEqual(forbidden);
  });

  it('gives a manager the menu and the report, not the team', async () => {
    const manager = await teamMember(t, owner.token, 'manager');
    expect((await get(t.app, query(apiPaths.orderList, { period: 2 }), manager.token)).json()).toMatchObject({
      status: 200,
    });
    expect((await get(t.app, apiPaths.dishList, manager.token)).json()).toMatchObject({ status: 200 });
    const team = await get(t.app, apiPaths.staffList, manager.token);
    expect(team.statusCode).toBe(403);
    const byManager = await invite(manager.token, { name: 'X', phone: newMemberPhone(), role: 'manager' });
    expect(byManager.statusCode).toBe(403);
  });

  it('keeps the owner the owner: neither removed nor given another role', async () => {
    for (const [url, body] of [
      [apiPaths.removeStaff, { member_id: 0 }],
      [apiPaths.changeStaffRole, { member_id: 0, role: 'staff' }],
    ] as const) {
      const res = (await post(t.app, url, body, owner.token)).json();
      expect(res, url).toMatchObject({
        status: 201,
        code: 'OWNER_ROLE_FIXED',
        message: errorMessages.OWNER_ROLE_FIXED.en,
        fr_message: errorMessages.OWNER_ROLE_FIXED.fr,
      });
    }
    expect((await get(t.app, apiPaths.staffList, owner.token)).json().data[0]).toMatchObject({ role: 'owner' });
  });
});

describe('removing a member or changing a role', () => {
  it('ends the member’s sessions at once; removed, they cannot sign in again', async () => {
    const staff = await teamMember(t, owner.token, 'staff');
    expect((await get(t.app, apiPaths.orderList, staff.token)).statusCode).toBe(200);
    expect((await post(t.app, apiPaths.removeStaff, { member_id: staff.id }, owner.token)).json()).toMatchObject({
      status: 200,
    });
    const next = await get(t.app, apiPaths.orderList, staff.token);
    expect(next.statusCode).toBe(401);
    const login = await post(t.app, apiPaths.login, {
      phone: staff.phone,
      country_code: '33',
      password: MEMBER_PASSWORD,
    });
    expect(login.json()).toMatchObject({ status: 201, code: 'INVALID_CREDENTIALS' });
    // Gone from the list; removing again is a member that does not exist.
    expect(
      (await get(t.app, apiPaths.staffList, owner.token)).json().data.map((m: { id: number }) => m.id),
    ).not.toContain(staff.id);
    expect((await post(t.app, apiPaths.removeStaff, { member_id: staff.id }, owner.token)).json()).toMatchObject({
      status: 201,
      code: 'NOT_FOUND',
    });
  });

  it('signs the member out on a new role; they sign in again with it', async () => {
    const staff = await teamMember(t, owner.token, 'staff');
    const changed = await post(t.app, apiPaths.changeStaffRole, { member_id: staff.id, role: 'manager' }, owner.token);
    expect(changed.json()).toMatchObject({ status: 200, data: { id: staff.id, role: 'manager' } });
    expect((await get(t.app, apiPaths.orderList, staff.token)).statusCode).toBe(401);
    const login = (
      await post(t.app, apiPaths.login, { phone: staff.phone, country_code: '33', password: MEMBER_PASSWORD })
    ).json();
    expect(login).toMatchObject({ status: 200, role: 'manager' });
    expect((await get(t.app, query(apiPaths.orderList, { period: 2 }), login.token)).statusCode).toBe(200);
  });

  it('ends their orders stream at once, not at its next heartbeat', async () => {
    const staff = await teamMember(t, owner.token, 'staff');
    const baseUrl = await listeningUrl();
    const response = await fetch(`${baseUrl}${apiPaths.orderEvents}`, { headers: { token: staff.token } });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const received = response.text();
    await post(t.app, apiPaths.removeStaff, { member_id: staff.id }, owner.token);
    // Not a duration, which the machine's load would decide: a stream the removal left open runs
    // to its first heartbeat (25 s), which writes a comment before checking the session again.
    expect(await received).not.toContain(': still here');
  });
});

describe('the order history', () => {
  it('names the member who acted, and still does once they have left', async () => {
    const restaurant = await openRestaurant(t);
    const staff = await teamMember(t, restaurant.partner.token, 'staff', 'Léa Martin');
    const customer = await verifiedCustomer(t);
    const order = (await post(t.app, customerApiPaths.placeOrder, orderBody(restaurant), customer.token)).json().data;
    const accepted = await post(
      t.app,
      apiPaths.changeOrderStatus,
      { order_id: order.order_id, status: 1 },
      staff.token,
    );
    expect(accepted.json()).toMatchObject({ status: 200 });
    await post(t.app, apiPaths.changeOrderStatus, { order_id: order.order_id, status: 4 }, restaurant.partner.token);
    await post(t.app, apiPaths.removeStaff, { member_id: staff.id }, restaurant.partner.token);
    const detail = (
      await get(t.app, query(apiPaths.orderDetail, { order_id: order.order_id }), restaurant.partner.token)
    ).json();
    expect(detail.data.history).toEqual([
      expect.not.objectContaining({ member: expect.anything() }),
      expect.objectContaining({ status: 1, actor: 'partner', member: { id: staff.id, name: 'Léa Martin' } }),
      expect.objectContaining({ status: 4, actor: 'partner', member: null }),
    ]);
  });
});

let url: string | undefined;
async function listeningUrl(): Promise<string> {
  url ??= await t.app.listen({ host: '127.0.0.1', port: 0 });
  return url;
}

// Last in the file: it moves the clock three days on.
describe('an invitation code', () => {
  it('keeps its code INVITE_CODE_HOURS, not longer', async () => {
    // A restaurant of its own: the team listed by the other tests stays as they expect.
    const boss = await approvedPartner(t, { name: 'Chez Tardif' });
    const accept = (phone: string, otp: string) =>
      post(t.app, apiPaths.acceptInvite, { phone, country_code: '33', otp, password: MEMBER_PASSWORD });
    const late = newMemberPhone();
    await invite(boss.token, { name: 'Tardif', phone: late, role: 'staff' });
    const lateCode = t.transport.sent.at(-1)!.code!;
    const onTime = newMemberPhone();
    await invite(boss.token, { name: 'Ponctuel', phone: onTime, role: 'staff' });
    const onTimeCode = t.transport.sent.at(-1)!.code!;
    t.clock.advance(71 * 3_600_000);
    expect((await accept(onTime, onTimeCode)).json()).toMatchObject({ status: 200 });
    t.clock.advance(3_600_000);
    expect((await accept(late, lateCode)).json()).toMatchObject({ status: 201, code: 'INVALID_OTP' });
  });
});
