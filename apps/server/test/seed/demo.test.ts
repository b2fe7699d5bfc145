import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { seedDemoRestaurant } from '../../src/seed/demo.js';
import { buildTestApp, post, type TestApp } from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('demo restaurant', () => {
  it('is created once, signs in with the printed login, and has a bilingual menu with photos', async () => {
    const login = await seedDemoRestaurant({ auth: t.app.auth, menu: t.app.menu, clock: t.clock.now });
    expect(login).not.toBeNull();
    expect(await seedDemoRestaurant({ auth: t.app.auth, menu: t.app.menu, clock: t.clock.now })).toBeNull();

    const session = (
      await post(t.app, apiPaths.login, { phone: login!.phone, country_code: '+33', password: login!.password })
    ).json();
    expect(session).toMatchObject({ status: 200, data: { name: 'Le Bouchon des Canuts' } });

    const fr = (await post(t.app, apiPaths.itemList, { lang: 'fr' }, session.token)).json();
    const en = (await post(t.app, apiPaths.itemList, { lang: 'en' }, session.token)).json();
    expect(fr.data.length).toBe(6);
    expect(fr.data.map((i: { item_name: string }) => i.item_name)).toContain('Salade lyonnaise');
    expect(en.data.map((i: { item_name: string }) => i.item_name)).toContain('Lyon-style salad');
    for (const item of fr.data) expect(item.images).toHaveLength(1);
    const image = await t.app.inject({ method: 'GET', url: `${fr.imageUrl}${fr.data[0].images[0].thumb_name}` });
    expect(image.statusCode).toBe(200);

    const addonList = (
      await t.app.inject({ method: 'GET', url: `${apiPaths.addonList}?lang=fr`, headers: { token: session.token } })
    ).json();
    expect(addonList.data.map((a: { name: string }) => a.name)).toEqual(['Accompagnement', 'Suppléments']);
  });
});
