import { describe, expect, it } from 'vitest';
import { apiPaths, customerApiPaths, privacyApiPaths } from '@portal/contract';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get } from '../menu/menu-helper.js';
import { book, bookingRestaurant, partnerCall, TOMORROW } from '../reservations/reservations-helper.js';

/*
 * A restaurant's e-mail campaign reaches only the guests who accepted its news when booking, each
 * message with the one-click unsubscribe of RFC 8058; the link's POST withdraws the consent; a
 * restaurant sends at most 2 campaigns a week. The clock starts on Wednesday 25 November 2026.
 */

const t = appOfFile();

const draft = {
  subject: 'Truffle week',
  fr_subject: 'Semaine de la truffe',
  body: 'Come taste it.',
  fr_body: 'Venez goûter.',
};

async function guestWho(r: { publicId: string }, consent: Record<string, string>, time: string) {
  const guest = await verifiedCustomer(t);
  const booked = await book(t, guest.token, {
    restaurant_id: r.publicId,
    date: TOMORROW,
    time,
    covers: '2',
    ...consent,
  });
  expect(booked.status).toBe(200);
  return guest;
}

const subscriptions = async (token: string) => (await get(t.app, privacyApiPaths.mySubscriptions, token)).json().data;

describe('campaigns to the guests who accepted the restaurant’s news', () => {
  it('sends to consenting guests only, with both headers, and the one-click POST unsubscribes', async () => {
    const r = await bookingRestaurant(t);
    const anna = await guestWho(r, { news_email: '1' }, '19:00');
    const bruno = await guestWho(r, {}, '19:30');
    const chloe = await guestWho(r, { news_email: '1', platform_sms: '1' }, '20:00');
    // The proof: when, from where, which text.
    expect(await subscriptions(anna.token)).toMatchObject({
      platform: { email: false, sms: false, at: null },
      restaurants: [{ restaurant_id: r.publicId, email: true, sms: false, at: t.clock.current }],
    });
    const consent = await t.app.infra.db
      .selectFrom('consents')
      .selectAll()
      .where('customer_id', '=', anna.id)
      .execute();
    expect(consent).toMatchObject([{ channel: 'email', granted: 1, source: 'booking', text_version: '2026-11' }]);
    const closed = await post(
      t.app,
      customerApiPaths.customerCloseAccount,
      { password: chloe.form.password },
      chloe.token,
    );
    expect(closed.json().status).toBe(200);

    const saved = await partnerCall(t, privacyApiPaths.saveCampaign, draft, r.token);
    expect(saved).toMatchObject({ status: 200, data: { state: 'draft' } });
    const preview = await partnerCall(
      t,
      privacyApiPaths.previewCampaign,
      { campaign_id: saved.data.id, lang: 'fr' },
      r.token,
    );
    expect(preview.data).toMatchObject({ subject: 'Semaine de la truffe', audience: 1 });
    const sent = await partnerCall(t, privacyApiPaths.sendCampaign, { campaign_id: saved.data.id }, r.token);
    expect(sent).toMatchObject({ status: 200, data: { state: 'sending' } });
    t.transport.sent.length = 0;
    await t.app.infra.jobs.runner.runDue();

    const campaignMails = t.transport.sent.filter((m) => m.headers?.['List-Unsubscribe']);
    expect(campaignMails.map((m) => m.to)).toEqual([anna.form.email]);
    const news = t.transport.sent.filter((m) => /truffe|Truffle/.test(m.subject ?? ''));
    expect(news.map((m) => m.to)).toEqual([anna.form.email]);
    expect([bruno.form.email, chloe.form.email]).not.toContain(news[0]!.to);
    const [mail] = campaignMails;
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    expect(mail!.text).toContain(url);

    const address = new URL(url);
    const page = await t.app.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<form[^>]*method="post"/);
    expect((await subscriptions(anna.token)).restaurants[0].email).toBe(true);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${address.pathname}${address.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await subscriptions(anna.token)).restaurants[0]).toMatchObject({ email: false });
    const list = await get(t.app, privacyApiPaths.campaignList, r.token);
    expect(list.json().data.campaigns[0]).toMatchObject({ state: 'sent', sent: 1, unsubscribed: 1 });
    const forged = await t.app.inject({ method: 'POST', url: `${address.pathname}?token=u1.1.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(404);
  });

  it('refuses the third campaign of a week, and allows it 7 days after the first', async () => {
    const r = await bookingRestaurant(t);
    await guestWho(r, { news_email: '1' }, '21:00');
    const sendNew = async () => {
      const saved = await partnerCall(t, privacyApiPaths.saveCampaign, draft, r.token);
      if (saved.status !== 200) throw new Error(JSON.stringify(saved));
      return partnerCall(t, privacyApiPaths.sendCampaign, { campaign_id: saved.data.id }, r.token);
    };
    expect((await sendNew()).status).toBe(200);
    t.clock.advance(3 * 24 * 3_600_000);
    expect((await sendNew()).status).toBe(200);
    const third = await sendNew();
    expect(third).toMatchObject({ status: 201, code: 'CAMPAIGN_WEEKLY_LIMIT' });
    expect(third.fr_message).toContain('2\u00a0campagnes');
    t.clock.advance(4 * 24 * 3_600_000 + 60_000);
    // Seven days after the first, signed in again (the session lasts no longer).
    const login = await post(t.app, apiPaths.login, {
      phone: r.form.phone,
      country_code: '33',
      password: r.form.password,
    });
    r.token = login.json().token;
    expect((await sendNew()).status).toBe(200);
  });

  it('saves "Mes abonnements" for the platform and refuses an unknown restaurant', async () => {
    const guest = await verifiedCustomer(t);
    const saved = await partnerCall(t, privacyApiPaths.saveSubscriptions, { email: '1', sms: '0' }, guest.token);
    expect(saved).toMatchObject({ status: 200, data: { platform: { email: true, sms: false } } });
    const unknown = await partnerCall(
      t,
      privacyApiPaths.saveSubscriptions,
      { restaurant_id: 'zzzzzz', email: '1', sms: '1' },
      guest.token,
    );
    expect(unknown).toMatchObject({ status: 201, code: 'NOT_FOUND', field: 'restaurant_id' });
  });
});
