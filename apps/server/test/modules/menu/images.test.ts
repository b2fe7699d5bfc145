import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@portal/contract';
import { appOfFile, approvedPartner, buildTestApp, post } from '../../helper.js';
import { get, itemForm, makeImage, query, saveItemMultipart } from './menu-helper.js';

const t = appOfFile();
let token: string;
beforeAll(async () => {
  token = (await approvedPartner(t)).token;
});

const uploads = () => readdirSync(t.app.config.uploadsDir).sort();
const itemCount = async () =>
  Number(
    (
      await t.app.infra.db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A JPEG as a phone writes it: EXIF with the camera, the owner, GPS position, and an orientation. */
async function phoneJpeg(width = 2400, height = 1800) {
  return makeImage('jpeg', width, height, (image) =>
    image
      .withExif({
        IFD0: { Make: 'TestPhone', Model: 'Secret Model X', Copyright: 'Jean Dupont', Orientation: '6' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '45/1 45/1 44/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '4/1 49/1 54/1',
        },
      })
      .withMetadata({ orientation: 6 }),
  );
}

describe('photos of an item', () => {
  it('re-encodes a phone JPEG to WebP, upright, at most 1600 px, with a 400 px thumbnail and no metadata', async () => {
    const original = await phoneJpeg();
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif).toBeDefined();
    expect(originalMeta.orientation).toBe(6);

    const res = await saveItemMultipart(t.app, token, itemForm({ fr_item_name: 'Tartiflette' }), [
      { name: 'IMG_0042.JPG', type: 'image/jpeg', content: original },
    ]);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, data: { fr_item_name: 'Tartiflette' } });
    expect(body.data.images).toHaveLength(1);
    const [image] = body.data.images;
    expect(image.file_name).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(image.thumb_name).toMatch(/^[a-f0-9]{32}-thumb\.webp$/);
    expect(image.file_name).not.toContain('IMG_0042');

    const large = await sharp(path.join(t.app.config.uploadsDir, image.file_name)).metadata();
    expect(large.format).toBe('webp');
    // 2400×1800 turned a quarter (orientation 6), then fitted within 1600 px.
    expect([large.width, large.height]).toEqual([1200, 1600]);
    expect(large.exif).toBeUndefined();
    expect(large.icc).toBeUndefined();
    expect(large.xmp).toBeUndefined();
    expect(large.orientation).toBeUndefined();

    const thumbFile = path.join(t.app.config.uploadsDir, image.thumb_name);
    const thumb = await sharp(thumbFile).metadata();
    expect(thumb.format).toBe('webp');
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(400);
    expect(thumb.exif).toBeUndefined();

    // No trace of the EXIF text anywhere in the stored bytes.
    for (const file of [image.file_name, image.thumb_name]) {
      const bytes = readFileSync(path.join(t.app.config.uploadsDir, file)).toString('latin1');
      for (const secret of ['Exif', 'Secret Model X', 'Jean Dupont', 'TestPhone'])
        expect(bytes.includes(secret)).toBe(false);
    }
  });

  it('serves the stored photos under the image base path, and the list points at thumbnails', async () => {
    const res = await saveItemMultipart(t.app, token, itemForm(), [
      { name: 'a.png', type: 'image/png', content: await makeImage('png', 300, 200) },
      { name: 'b.webp', type: 'image/webp', content: await makeImage('webp', 500, 500) },
    ]);
    const { data } = res.json();
    expect(data.images).toHaveLength(2);
    const small = await sharp(path.join(t.app.config.uploadsDir, data.images[0].file_name)).metadata();
    // Never enlarged.
    expect([small.width, small.height]).toEqual([300, 200]);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${data.images[0].thumb_name}` });
    expect(served.statusCode).toBe(200);
    const listed = (await post(t.app, apiPaths.itemList, { lang: 'fr' }, token)).json();
    const item = listed.data.find((i: { id: number }) => i.id === data.id);
    expect(item.images.map((i: { thumb_name: string }) => i.thumb_name)).toEqual(
      data.images.map((i: { thumb_name: string }) => i.thumb_name),
    );
  });

  it('adds photos to an existing item and deletes one (itemImgdelete), removing its files', async () => {
    const first = (
      await saveItemMultipart(t.app, token, itemForm(), [
        { name: 'a.jpg', type: 'image/jpeg', content: await makeImage('jpeg') },
      ])
    ).json();
    const id = first.data.id;
    const second = (
      await saveItemMultipart(t.app, token, itemForm({ id }), [
        { name: 'b.jpg', type: 'image/jpeg', content: await makeImage('jpeg', 640, 480) },
      ])
    ).json();
    expect(second.data.images).toHaveLength(2);
    const [gone, kept] = second.data.images;
    const res = (await get(t.app, query(apiPaths.deleteItemImage, { id: gone.id }), token)).json();
    expect(res).toMatchObject({ status: 200, message: 'Image deleted', fr_message: 'Photo supprimée' });
    expect(existsSync(path.join(t.app.config.uploadsDir, gone.file_name))).toBe(false);
    expect(existsSync(path.join(t.app.config.uploadsDir, gone.thumb_name))).toBe(false);
    expect(existsSync(path.join(t.app.config.uploadsDir, kept.file_name))).toBe(true);
    const detail = (await get(t.app, query(apiPaths.itemDetail, { id }), token)).json();
    expect(detail.data.images.map((i: { id: number }) => i.id)).toEqual([kept.id]);
    expect((await get(t.app, query(apiPaths.deleteItemImage, { id: gone.id }), token)).json()).toMatchObject({
      status: 201,
      code: 'NOT_FOUND',
    });
  });

  it('deleting an item deletes its photo files', async () => {
    const saved = (
      await saveItemMultipart(t.app, token, itemForm(), [
        { name: 'a.jpg', type: 'image/jpeg', content: await makeImage('jpeg') },
      ])
    ).json();
    const [image] = saved.data.images;
    await get(t.app, query(apiPaths.deleteItem, { id: saved.data.id }), token);
    expect(existsSync(path.join(t.app.config.uploadsDir, image.file_name))).toBe(false);
    expect(existsSync(path.join(t.app.config.uploadsDir, image.thumb_name))).toBe(false);
  });

  it.each([
    ['a text file named .jpg', Buffer.from('this is not an image at all, just some text\n'.repeat(20))],
    [
      'a PNG signature followed by garbage',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]),
    ],
    [
      'an SVG drawing',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    ],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with IMAGE_INVALID under file_name; nothing is saved, no file is left', async (_label, content) => {
    const before = { files: uploads(), items: await itemCount() };
    const res = await saveItemMultipart(t.app, token, itemForm(), [
      { name: 'good.jpg', type: 'image/jpeg', content: await makeImage('jpeg') },
      { name: 'photo.jpg', type: 'image/jpeg', content },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 201, code: 'IMAGE_INVALID', field: 'file_name' });
    expect(res.json().fr_message).toContain('n’est pas une image');
    expect(uploads()).toEqual(before.files);
    expect(await itemCount()).toBe(before.items);
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await makeImage('jpeg', 1200, 900);
    const res = await saveItemMultipart(t.app, token, itemForm(), [
      { name: 'cut.jpg', type: 'image/jpeg', content: jpeg.subarray(0, 600) },
    ]);
    expect(res.json()).toMatchObject({ status: 201, code: 'IMAGE_INVALID' });
  });

  it('refuses a file over 8 MB with 413 and IMAGE_TOO_LARGE, and more than 40 megapixels with IMAGE_TOO_LARGE', async () => {
    const before = uploads();
    const big = await saveItemMultipart(t.app, token, itemForm(), [
      { name: 'big.jpg', type: 'image/jpeg', content: Buffer.alloc(8 * 1024 * 1024 + 10, 1) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ status: 201, code: 'IMAGE_TOO_LARGE', field: 'file_name' });
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(8 * 1024 * 1024);
    const res = await saveItemMultipart(t.app, token, itemForm(), [
      { name: 'huge.png', type: 'image/png', content: huge },
    ]);
    expect(res.json()).toMatchObject({ status: 201, code: 'IMAGE_TOO_LARGE', field: 'file_name' });
    expect(uploads()).toEqual(before);
  });

  it('keeps at most 6 photos per item', async () => {
    const jpeg = await makeImage('jpeg', 200, 150);
    const photos = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `p${i}.jpg`, type: 'image/jpeg', content: jpeg }));
    const seven = await saveItemMultipart(t.app, token, itemForm(), photos(7));
    expect(seven.json()).toMatchObject({ status: 201, code: 'TOO_MANY_IMAGES', field: 'file_name' });
    const five = (await saveItemMultipart(t.app, token, itemForm(), photos(5))).json();
    expect(five.data.images).toHaveLength(5);
    const before = uploads();
    const more = await saveItemMultipart(t.app, token, itemForm({ id: five.data.id }), photos(2));
    expect(more.json()).toMatchObject({ status: 201, code: 'TOO_MANY_IMAGES' });
    expect(uploads()).toEqual(before);
    const one = (await saveItemMultipart(t.app, token, itemForm({ id: five.data.id }), photos(1))).json();
    expect(one.data.images).toHaveLength(6);
  });

  it('reports field problems before looking at the photos', async () => {
    const res = await saveItemMultipart(t.app, token, itemForm({ price: 'abc' }), [
      { name: 'x.jpg', type: 'image/jpeg', content: Buffer.from('nope') },
    ]);
    expect(res.json()).toMatchObject({ status: 201, code: 'PRICE_INVALID' });
  });

  it('deletes the files it wrote when the transaction fails, and saves nothing', async () => {
    const before = { files: uploads(), items: await itemCount() };
    const repository = (t.app.menu.items as unknown as { deps: { items: { addImages: () => Promise<void> } } }).deps
      .items;
    const spy = vi.spyOn(repository, 'addImages').mockRejectedValueOnce(new Error('disk on fire'));
    const res = await saveItemMultipart(t.app, token, itemForm(), [
      { name: 'a.jpg', type: 'image/jpeg', content: await makeImage('jpeg') },
    ]);
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ status: 201, code: 'INTERNAL' });
    expect(res.body).not.toContain('disk on fire');
    expect(uploads()).toEqual(before.files);
    expect(await itemCount()).toBe(before.items);
  });

  it('refuses a multipart upload without a token before reading it', async () => {
    const res = await saveItemMultipart(t.app, '', itemForm(), [
      { name: 'a.jpg', type: 'image/jpeg', content: await makeImage('jpeg') },
    ]);
    expect(res.statusCode).toBe(401);
  });

  it('answers a malformed multipart body with 400, never a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.saveItem,
      headers: { token, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="item_name"\r\n\r\nSoupe',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ status: 201 });
  });

  it('limits saves per partner per minute, without slowing other partners', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '2' });
    try {
      const heavy = (await approvedPartner(limited)).token;
      const other = (await approvedPartner(limited)).token;
      const photo = { name: 'a.jpg', type: 'image/jpeg', content: await makeImage('jpeg') };
      const save = (as: string) => saveItemMultipart(limited.app, as, itemForm(), [photo]);
      expect((await save(heavy)).json()).toMatchObject({ status: 200 });
      expect((await save(heavy)).json()).toMatchObject({ status: 200 });
      const refused = await save(heavy);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 201, code: 'RATE_LIMITED' });
      expect((await save(other)).json()).toMatchObject({ status: 200 });
      limited.clock.advance(60_001);
      expect((await save(heavy)).json()).toMatchObject({ status: 200 });
    } finally {
      await limited.close();
    }
  });
});
