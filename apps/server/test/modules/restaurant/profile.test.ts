import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPaths, type TRestaurantProfile } from '@portal/contract';
import { appOfFile, approvedPartner, international, partnerRow } from '../../helper.js';
import { encodePublicId } from '../../../src/modules/restaurant/index.js';
import { makeImage } from '../menu/menu-helper.js';
import { profileForm, readProfile, saveProfile, uploadedFiles } from './profile-helper.js';

const t = appOfFile();

const photo = async (name = 'photo.jpg') => ({
  field: 'restro_gallery_image',
  name,
  type: 'image/jpeg',
  content: await makeImage('jpeg', 640, 480),
});

describe('restaurantDetails', () => {
  it('gives a new partner its account fields, an empty profile and the public page address', async () => {
    const partner = await approvedPartner(t);
    const profile: TRestaurantProfile = await readProfile(t, partner.token);
    const publicId = encodePublicId(partner.id);
    expect(profile).toMatchObject({
      id: partner.id,
      name: 'Le Bouchon Test',
      email: partner.form.email,
      phone: partner.form.phone.replace(/^0/, ''),
      country_code: '+33',
      cuisines: [],
      open_time: '',
      prepration_time: null,
      restroGalleryImage: [],
      public_id: publicId,
      public_url: `http://localhost:80/r/${publicId}`,
      imageUrl: '/uploads/',
    });
  });
});

describe('editMyDetails', () => {
  it('saves every field, with the logo and photos, and returns the profile the web app keeps', async () => {
    const partner = await approvedPartner(t);
    const res = await saveProfile(
      t,
      partner.token,
      profileForm(partner, {
        legal_name: 'SARL Les Canuts',
        siret: '732 829 320 00074',
        vat_number: 'fr 44 732829320',
        allergen_notice: 'Liste des allergènes sur demande.',
        weekly_hours: JSON.stringify([
          { weekday: 1, open_time: '', close_time: '' },
          { weekday: 7, open_time: '12:00', close_time: '15:00' },
        ]),
        closures: JSON.stringify([{ start_date: '2026-12-24', end_date: '2026-12-26', reason: 'Noël' }]),
      }),
      [
        { field: 'logo_image', name: 'logo.png', type: 'image/png', content: await makeImage('png', 300, 300) },
        await photo(),
        await photo('b.jpg'),
      ],
    );
    const body = res.json();
    expect(body).toMatchObject({
      status: 200,
      message: 'Your profile is saved.',
      fr_message: 'Votre profil est enregistré.',
    });
    const saved: TRestaurantProfile = body.data;
    expect(saved).toMatchObject({
      web_restro: 'https://bouchon-test.fr/',
      prepration_time: 20,
      capacity: 40,
      price_range: 2,
      parking: 1,
      cuisines: [
        { id: 19, label: 'Lyonnaise' },
        { id: 1, label: 'Française' },
      ],
      type_of_service: [
        { id: 1, label: 'Sur place' },
        { id: 2, label: 'À emporter' },
      ],
      payment_type: [
        { id: 1, label: 'Paiement en ligne' },
        { id: 2, label: 'Espèces' },
      ],
      food_choices: [{ id: 8, label: 'Fait maison' }],
      open_time: '12:00,19:00',
      close_time: '14:00,22:30',
      weekly_hours: [
        { weekday: 1, open_time: '', close_time: '' },
        { weekday: 7, open_time: '12:00', close_time: '15:00' },
      ],
      closures: [{ start_date: '2026-12-24', end_date: '2026-12-26', reason: 'Noël' }],
      legal_name: 'SARL Les Canuts',
      siret: '73282932000074',
      vat_number: 'FR44732829320',
      allergen_notice: 'Liste des allergènes sur demande.',
      description: 'A bouchon in Lyon.',
      fr_description: 'Un bouchon à Lyon.',
      owner_details: 'Marie Perrin',
    });
    expect(saved.logo_image).toMatch(/-thumb\.webp$/);
    expect(saved.restroGalleryImage).toHaveLength(2);
    for (const name of [saved.logo_image, ...saved.restroGalleryImage.map((image) => image.file_name)]) {
      expect((await t.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(200);
    }
    // Read again, in English: the lists in English, everything else the same.
    const english: TRestaurantProfile = await readProfile(t, partner.token, 'en');
    expect(english.cuisines.map((c) => c.label)).toEqual(['Lyonnaise', 'French']);
    expect(english.siret).toBe('73282932000074');
  });

  it('reports problems one at a time, in the order of the specification', async () => {
    const partner = await approvedPartner(t);
    const broken: Record<string, unknown> = profileForm(partner, {
      name: '',
      address: '',
      email: 'not-an-email',
      phone: '12',
      cuisines: '',
      type_of_service: '',
      preprationTime: '',
      payment_type: '',
      price_range: '9',
    });
    const fixes: Array<[field: string, code: string, value: unknown]> = [
      ['name', 'REQUIRED', 'Chez Paul'],
      ['address', 'REQUIRED', '3 Place Bellecour, 69002 Lyon'],
      ['email', 'EMAIL_INVALID', partner.form.email],
      ['phone', 'PHONE_INVALID', partner.form.phone],
      ['cuisines', 'CUISINE_REQUIRED', '1'],
      ['type_of_service', 'SERVICE_TYPE_REQUIRED', '1'],
      ['preprationTime', 'PREPARATION_TIME_INVALID', '25'],
      ['payment_type', 'PAYMENT_METHOD_REQUIRED', '2'],
      ['price_range', 'PRICE_RANGE_INVALID', '3'],
    ];
    for (const [field, code, value] of fixes) {
      const res = (await saveProfile(t, partner.token, broken)).json();
      expect(res).toMatchObject({ status: 201, code, field });
      broken[field] = value;
    }
    expect((await saveProfile(t, partner.token, broken)).json()).toMatchObject({ status: 200 });
    expect((await readProfile(t, partner.token)).name).toBe('Chez Paul');
  });

  it('refuses bad input with a translated message under the field, changing nothing', async () => {
    const partner = await approvedPartner(t);
    const first = (
      await saveProfile(t, partner.token, profileForm(partner, { siret: '73282932000074' }), [await photo()])
    ).json();
    expect(first.status).toBe(200);
    const before = await readProfile(t, partner.token);
    const filesBefore = await uploadedFiles(t);
    const cases: Array<[overrides: Record<string, unknown>, code: string, field: string]> = [
      [
        { latitude: '51.5072', longitude: '-0.1276', address: '10 Downing Street, London' },
        'ADDRESS_OUTSIDE_FRANCE',
        'address',
      ],
      [
        { open_time: '08:00,11:00,15:00,19:00', close_time: '10:00,14:00,18:00,23:00' },
        'TOO_MANY_OPENING_SLOTS',
        'open_time',
      ],
      [{ open_time: '14:00', close_time: '12:00' }, 'OPENING_HOURS_INVALID', 'open_time'],
      [
        { closures: JSON.stringify([{ start_date: '2026-12-26', end_date: '2026-12-24', reason: 'x' }]) },
        'CLOSURE_ENDS_BEFORE_START',
        'closures',
      ],
      [
        { closures: JSON.stringify([{ start_date: '2026-02-30', end_date: '2026-03-01' }]) },
        'CLOSURE_INVALID',
        'closures',
      ],
      [{ siret: '73282932000075' }, 'SIRET_INVALID', 'siret'],
      [{ siret: '1234' }, 'SIRET_INVALID', 'siret'],
      [{ vat_number: 'FR45732829320' }, 'VAT_NUMBER_INVALID', 'vat_number'],
      // A valid TVA number of another company than the SIRET's.
      [{ vat_number: 'FR96552100554' }, 'VAT_NUMBER_MISMATCH', 'vat_number'],
      [{ vat_number: 'FR96552100554', siret: '73282932000074' }, 'VAT_NUMBER_MISMATCH', 'vat_number'],
      [{ web_restro: 'javascript:alert(1)' }, 'WEBSITE_INVALID', 'web_restro'],
      [{ capacity: '0' }, 'CAPACITY_INVALID', 'capacity'],
      [{ cuisines: '1,9999' }, 'REFERENCE_INVALID', 'cuisines'],
      [
        { weekly_hours: JSON.stringify([{ weekday: 8, open_time: '12:00', close_time: '14:00' }]) },
        'WEEKLY_HOURS_INVALID',
        'weekly_hours',
      ],
      [{ weekly_hours: '{not json' }, 'WEEKLY_HOURS_INVALID', 'weekly_hours'],
      [{ description: 'a'.repeat(2001) }, 'TEXT_TOO_LONG', 'description'],
      [{ name: 'Chez\u202ePaul' }, 'TEXT_INVALID_CHARACTERS', 'name'],
      [{ deleteimage: '999999' }, 'NOT_FOUND', 'deleteimage'],
    ];
    for (const [overrides, code, field] of cases) {
      const res = await saveProfile(t, partner.token, profileForm(partner, { name: 'Changed', ...overrides }));
      expect(res.statusCode, code).toBe(200);
      const body = res.json();
      expect(body, JSON.stringify(overrides)).toMatchObject({ status: 201, code, field });
      expect(body.message.length).toBeGreaterThan(0);
      expect(body.fr_message).not.toBe(body.message);
    }
    // A fake image and a 7th photo: refused, and no file is left behind.
    const fake = {
      field: 'restro_gallery_image',
      name: 'x.png',
      type: 'image/png',
      content: Buffer.from('not an image'),
    };
    expect(
      (await saveProfile(t, partner.token, profileForm(partner, { name: 'Changed' }), [fake])).json(),
    ).toMatchObject({
      code: 'IMAGE_INVALID',
      field: 'restro_gallery_image',
    });
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => photo(`${i}.jpg`)));
    expect((await saveProfile(t, partner.token, profileForm(partner, { name: 'Changed' }), six)).json()).toMatchObject({
      code: 'TOO_MANY_GALLERY_IMAGES',
      field: 'restro_gallery_image',
    });
    const fakeLogo = { field: 'logo_image', name: 'logo.gif', type: 'image/gif', content: Buffer.from('GIF89a nope') };
    expect(
      (await saveProfile(t, partner.token, profileForm(partner, { name: 'Changed' }), [fakeLogo])).json(),
    ).toMatchObject({
      code: 'IMAGE_INVALID',
      field: 'logo_image',
    });
    // A malformed multipart body is a 400 in the envelope, never a 5xx.
    const malformed = await t.app.inject({
      method: 'POST',
      url: apiPaths.editMyDetails,
      headers: { token: partner.token, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nChez',
    });
    expect(malformed.statusCode).toBeLessThan(500);
    expect(malformed.json()).toMatchObject({ status: 201 });

    expect(await readProfile(t, partner.token)).toEqual(before);
    expect(await uploadedFiles(t)).toEqual(filesBefore);
  });

  it('keeps the fields an older client does not send, and answers under the older name too', async () => {
    const partner = await approvedPartner(t);
    await saveProfile(
      t,
      partner.token,
      profileForm(partner, { siret: '73282932000074', allergen_notice: 'Sur demande' }),
    );
    const older = profileForm(partner, { name: 'Bouchon renommé' });
    const res = await saveProfile(t, partner.token, older, [], '/api/v1/restaurant/updaterestraurant');
    expect(res.json()).toMatchObject({
      status: 200,
      data: { name: 'Bouchon renommé', siret: '73282932000074', allergen_notice: 'Sur demande' },
    });
    // Sent empty, they are cleared.
    const cleared = (
      await saveProfile(t, partner.token, profileForm(partner, { siret: '', allergen_notice: '' }))
    ).json();
    expect(cleared.data).toMatchObject({ siret: '', allergen_notice: '' });
  });

  it('replaces the logo and deletes a photo, removing their files', async () => {
    const partner = await approvedPartner(t);
    const logo = async () => ({
      field: 'logo_image',
      name: 'l.png',
      type: 'image/png',
      content: await makeImage('png', 200, 200),
    });
    const first = (
      await saveProfile(t, partner.token, profileForm(partner), [await logo(), await photo(), await photo()])
    ).json().data;
    const dir = t.app.infra.config.uploadsDir;
    const second = (
      await saveProfile(
        t,
        partner.token,
        profileForm(partner, { deleteimage: String(first.restroGalleryImage[0].id) }),
        [await logo()],
      )
    ).json().data;
    expect(second.logo_image).not.toBe(first.logo_image);
    expect(existsSync(path.join(dir, first.logo_image))).toBe(false);
    expect(existsSync(path.join(dir, second.logo_image))).toBe(true);
    expect(second.restroGalleryImage.map((i: { id: number }) => i.id)).toEqual([first.restroGalleryImage[1].id]);
    expect(existsSync(path.join(dir, first.restroGalleryImage[0].file_name))).toBe(false);
    expect(existsSync(path.join(dir, first.restroGalleryImage[0].thumb_name))).toBe(false);
  });

  it('changes the e-mail only with the code sent to the new address', async () => {
    const partner = await approvedPartner(t);
    await saveProfile(t, partner.token, profileForm(partner));
    const newEmail = `new-${partner.form.email}`;
    const asked = (
      await saveProfile(t, partner.token, profileForm(partner, { email: newEmail, name: 'Pas encore' }))
    ).json();
    expect(asked).toMatchObject({ status: 201, code: 'CONTACT_CODE_SENT', field: 'otp' });
    // Nothing changed yet; the code went to the new address only.
    expect(await readProfile(t, partner.token)).toMatchObject({ email: partner.form.email, name: 'Le Bouchon Test' });
    const code = t.transport.lastCodeFor(newEmail);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await saveProfile(t, partner.token, profileForm(partner, { email: newEmail, otp: wrong }))).json(),
    ).toMatchObject({
      status: 201,
      code: 'INVALID_OTP',
    });
    const done = (
      await saveProfile(t, partner.token, profileForm(partner, { email: newEmail, otp: code, name: 'Enfin' }))
    ).json();
    expect(done).toMatchObject({ status: 200, data: { email: newEmail, name: 'Enfin' } });
    expect((await partnerRow(t, partner.id))?.email).toBe(newEmail);
  });

  it('refuses an e-mail or phone another partner uses, before sending any code', async () => {
    const partner = await approvedPartner(t);
    const other = await approvedPartner(t);
    const sent = t.transport.sent.length;
    expect(
      (await saveProfile(t, partner.token, profileForm(partner, { email: other.form.email }))).json(),
    ).toMatchObject({
      code: 'EMAIL_EXISTS',
      field: 'email',
    });
    expect(
      (await saveProfile(t, partner.token, profileForm(partner, { phone: other.form.phone }))).json(),
    ).toMatchObject({
      code: 'PHONE_EXISTS',
      field: 'phone',
    });
    expect(t.transport.sent.length).toBe(sent);
    expect((await partnerRow(t, partner.id))?.phone).toBe(international({ ...partner.form, country_code: '+33' }));
  });
});
