import { beforeAll, describe, expect, it } from 'vitest';
import { retryAfterMessage, type TRestaurantProfile } from '@portal/contract';
import { appOfFile, approvedPartner } from '../../helper.js';
import { itemForm, makeImage, saveItemMultipart, type UploadFile } from '../menu/menu-helper.js';
import { profileForm, readProfile, saveProfile, uploadedFiles } from './profile-helper.js';

/*
 * The profile's photos (logo, gallery) are metered like the dishes' photos: each photo counts
 * against the partner's photos of the minute, a save without photos costs nothing, and the logo,
 * gallery and dish photos share one budget.
 */
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** The photos a partner may send per minute in these tests (the default is higher). */
const PHOTOS_PER_MINUTE = 8;

const t = appOfFile({ RATE_LIMIT_UPLOADS_PER_MINUTE: String(PHOTOS_PER_MINUTE), METRICS_TOKEN });
let logo: UploadFile;
let gallery: UploadFile;
beforeAll(async () => {
  logo = { field: 'logo_image', name: 'logo.png', type: 'image/png', content: await makeImage('png', 300, 300) };
  gallery = {
    field: 'restro_gallery_image',
    name: 'salle.jpg',
    type: 'image/jpeg',
    content: await makeImage('jpeg', 640, 480),
  };
});

/** A logo and `count` gallery photos. */
const photos = (count: number): UploadFile[] => [logo, ...Array.from({ length: count }, () => gallery)];

describe('the profile’s photos per minute', () => {
  it('lets a partner save the profile again and again without photos', async () => {
    const partner = await approvedPartner(t);
    const answers: number[] = [];
    for (let i = 0; i < 3 * PHOTOS_PER_MINUTE; i += 1) {
      const res = await saveProfile(t, partner.token, profileForm(partner, { capacity: String(10 + i) }));
      answers.push(res.statusCode === 200 ? res.json().status : res.statusCode);
    }
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    expect((await readProfile(t, partner.token)).capacity).toBe(10 + 3 * PHOTOS_PER_MINUTE - 1);
  });

  it('counts the logo and every gallery photo, refuses past the minute’s photos with nothing saved, and lets others be', async () => {
    const heavy = await approvedPartner(t);
    const other = await approvedPartner(t);
    // 3 + 3 = 6 photos of 8: saved.
    for (let i = 0; i < 2; i += 1) {
      expect((await saveProfile(t, heavy.token, profileForm(heavy), photos(2))).json()).toMatchObject({ status: 200 });
    }
    const before: TRestaurantProfile = await readProfile(t, heavy.token);
    expect(before.restroGalleryImage).toHaveLength(4);
    const files = await uploadedFiles(t);

    // 3 more would make 9: refused, and nothing of it is kept.
    const refused = await saveProfile(t, heavy.token, profileForm(heavy, { capacity: '99' }), photos(2));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    // The refusal says how long to wait, in both languages.
    const when = retryAfterMessage(wait);
    expect(refused.json()).toMatchObject({ status: 201, code: 'RATE_LIMITED', message: when.en, fr_message: when.fr });
    expect(when.fr).toMatch(/^Trop de tentatives\. Réessayez dans \d+\sminutes?\.$/);
    expect(await readProfile(t, heavy.token)).toEqual(before);
    expect(await uploadedFiles(t)).toEqual(files);

    // A save without photos still goes through; another partner has its own photos.
    const plain = await saveProfile(t, heavy.token, profileForm(heavy, { capacity: '55' }));
    expect(plain.json()).toMatchObject({ status: 200, data: { capacity: 55 } });
    expect((await saveProfile(t, other.token, profileForm(other), photos(2))).json()).toMatchObject({ status: 200 });

    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(/^portal_rate_limit_refusals_total\{rule="photos-partner"\} 1$/m);

    // A new minute, a new budget: the same save goes through.
    t.clock.advance(60_001);
    const again = await saveProfile(t, heavy.token, profileForm(heavy, { capacity: '99' }), photos(2));
    expect(again.json()).toMatchObject({ status: 200, data: { capacity: 99 } });
    expect(again.json().data.restroGalleryImage).toHaveLength(6);
  });

  it('shares one budget with the dishes’ photos, both ways', async () => {
    const dishPhotos = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...gallery, field: 'file_name', name: `d${i}.jpg` }));
    const menuFirst = await approvedPartner(t);
    // 5 dish photos, then a logo and 2 gallery photos: 8 of 8, saved.
    expect((await saveItemMultipart(t.app, menuFirst.token, itemForm(), dishPhotos(5))).json()).toMatchObject({
      status: 200,
    });
    expect((await saveProfile(t, menuFirst.token, profileForm(menuFirst), photos(2))).json()).toMatchObject({
      status: 200,
    });
    // One more dish photo is past the minute's photos.
    expect((await saveItemMultipart(t.app, menuFirst.token, itemForm(), dishPhotos(1))).statusCode).toBe(429);

    const profileFirst = await approvedPartner(t);
    // A logo and 5 gallery photos, then 3 dish photos: 9 of 8.
    expect((await saveProfile(t, profileFirst.token, profileForm(profileFirst), photos(5))).json()).toMatchObject({
      status: 200,
    });
    expect((await saveItemMultipart(t.app, profileFirst.token, itemForm(), dishPhotos(3))).statusCode).toBe(429);
  });
});
