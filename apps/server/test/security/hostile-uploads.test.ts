import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, MAX_GALLERY_IMAGES, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGES_PER_ITEM } from '@portal/contract';
import { approvedPartner, buildTestApp, post, type TestApp } from '../helper.js';
import { itemForm, makeImage, saveItemMultipart, type UploadFile } from '../modules/menu/menu-helper.js';
import { profileForm, readProfile, saveProfile } from '../modules/restaurant/profile-helper.js';

/**
 * Files an attacker sends where the portal takes photos: an item's photos, the restaurant's logo
 * and its gallery. Whatever is refused leaves nothing behind: no row, no file.
 */

let t: TestApp;
let partner: Awaited<ReturnType<typeof approvedPartner>>;
let goodJpeg: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  partner = await approvedPartner(t);
  goodJpeg = await makeImage('jpeg', 120, 90);
});
afterAll(async () => t.close());

const uploads = () => readdirSync(t.app.config.uploadsDir).sort();
const dataDirTree = () => readdirSync(t.dataDir, { recursive: true }).map(String).sort();

/** What a partner can see of its photos and items through the API. */
async function visibleState() {
  return {
    items: (await post(t.app, apiPaths.itemList, { lang: 'fr' }, partner.token)).json(),
    profile: await readProfile(t, partner.token),
  };
}

/** The form field of each place that takes photos. */
const fieldOf = { 'item photo': 'file_name', 'restaurant logo': 'logo_image', 'gallery photo': 'restro_gallery_image' };

/** The three places that take photos, each sending `files` under its own field. */
const targets = {
  'item photo': (files: UploadFile[]) =>
    saveItemMultipart(
      t.app,
      partner.token,
      itemForm({ fr_item_name: 'Plat piégé' }),
      files.map((f) => ({ ...f, field: 'file_name' })),
    ),
  'restaurant logo': (files: UploadFile[]) =>
    saveProfile(
      t,
      partner.token,
      profileForm(partner),
      files.map((f) => ({ ...f, field: 'logo_image' })),
    ),
  'gallery photo': (files: UploadFile[]) =>
    saveProfile(
      t,
      partner.token,
      profileForm(partner),
      files.map((f) => ({ ...f, field: 'restro_gallery_image' })),
    ),
} as const;
const targetNames = Object.keys(targets) as Array<keyof typeof targets>;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of `side`×`side` black pixels, one bit each: a few tens of kilobytes that decode
 * to hundreds of megapixels.
 */
function decompressionBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0 and zero pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const scriptSvg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)">' +
    '<script>fetch("/api/v1/restaurant/restaurantDetails").then(r=>r.text()).then(alert)</script>' +
    '<rect width="64" height="64"/></svg>',
);

const bomb = decompressionBomb(20_000);

const hostileFiles: Array<[label: string, file: UploadFile, code: 'IMAGE_INVALID' | 'IMAGE_TOO_LARGE']> = [
  [
    'a text file named .jpg sent as image/jpeg',
    { name: 'menu.jpg', type: 'image/jpeg', content: Buffer.from('#!/bin/sh\nrm -rf /\n'.repeat(50)) },
    'IMAGE_INVALID',
  ],
  ['an SVG with a script, as SVG', { name: 'logo.svg', type: 'image/svg+xml', content: scriptSvg }, 'IMAGE_INVALID'],
  ['an SVG with a script, named .png', { name: 'logo.png', type: 'image/png', content: scriptSvg }, 'IMAGE_INVALID'],
  [
    'an HTML page named .jpg',
    { name: 'x.jpg', type: 'image/jpeg', content: Buffer.from('<html><script>alert(document.cookie)</script></html>') },
    'IMAGE_INVALID',
  ],
  ['a 20000×20000 PNG decompression bomb', { name: 'bomb.png', type: 'image/png', content: bomb }, 'IMAGE_TOO_LARGE'],
];

/** Refused in the envelope under the field the file was sent in, with both texts. */
function expectRefusal(res: LightMyRequestResponse, code: string, label: string, field?: string) {
  expect(res.statusCode, label).toBeLessThan(500);
  const body = res.json();
  expect(body, label).toMatchObject({
    status: 201,
    code,
    message: expect.any(String),
    fr_message: expect.any(String),
    ...(field ? { field } : {}),
  });
  expect(body.fr_message, label).not.toBe(body.message);
}

describe('hostile photos', () => {
  it('refuses every hostile file at every photo field, saving nothing and writing no file', async () => {
    // The bomb is small, and really declares more pixels than a photo may have.
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES / 10);
    const declared = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect((declared.width ?? 0) * (declared.height ?? 0)).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const before = { state: await visibleState(), files: uploads() };
    for (const target of targetNames) {
      for (const [label, file, code] of hostileFiles) {
        // After a good photo, so that a refusal must also undo what the good one would have done.
        const files =
          target === 'restaurant logo' ? [file] : [{ name: 'ok.jpg', type: 'image/jpeg', content: goodJpeg }, file];
        const res = await targets[target](files);
        expectRefusal(res, code, `${target}: ${label}`, fieldOf[target]);
      }
    }
    expect(await visibleState()).toEqual(before.state);
    expect(uploads()).toEqual(before.files);
  });

  it('refuses a file over the size limit with 413 at every photo field, saving nothing', async () => {
    const before = { state: await visibleState(), files: uploads() };
    const oversized = Buffer.concat([goodJpeg, Buffer.alloc(MAX_IMAGE_BYTES, 0xff)]);
    for (const target of targetNames) {
      const res = await targets[target]([{ name: 'big.jpg', type: 'image/jpeg', content: oversized }]);
      expect(res.statusCode, target).toBe(413);
      expectRefusal(res, 'IMAGE_TOO_LARGE', target, fieldOf[target]);
    }
    expect(await visibleState()).toEqual(before.state);
    expect(uploads()).toEqual(before.files);
  });

  it('refuses more files than a form takes, and a flood of parts, saving nothing', async () => {
    const before = { state: await visibleState(), files: uploads() };
    const photo = { name: 'p.jpg', type: 'image/jpeg', content: goodJpeg };
    const tooManyItemPhotos = await targets['item photo'](Array(MAX_IMAGES_PER_ITEM + 1).fill(photo));
    expectRefusal(tooManyItemPhotos, 'TOO_MANY_IMAGES', 'item photos', 'file_name');
    // A logo and a full gallery is the most a profile save takes.
    const tooManyProfileFiles = await saveProfile(t, partner.token, profileForm(partner), [
      { ...photo, field: 'logo_image' },
      ...Array(MAX_GALLERY_IMAGES + 1).fill({ ...photo, field: 'restro_gallery_image' }),
    ]);
    // Told in the gallery's words, under the gallery, not the dish's.
    expectRefusal(tooManyProfileFiles, 'TOO_MANY_GALLERY_IMAGES', 'profile photos', 'restro_gallery_image');
    // Thousands of tiny fields: refused as too large before the form is looked at.
    const flood = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`f${i}`, 'x']));
    for (const [label, send] of [
      ['item', () => saveItemMultipart(t.app, partner.token, { ...itemForm(), ...flood }, [photo])],
      [
        'profile',
        () => saveProfile(t, partner.token, { ...profileForm(partner), ...flood }, [{ ...photo, field: 'logo_image' }]),
      ],
    ] as const) {
      const res = await send();
      expect(res.statusCode, label).toBe(413);
      expectRefusal(res, 'PAYLOAD_TOO_LARGE', label);
    }
    expect(await visibleState()).toEqual(before.state);
    expect(uploads()).toEqual(before.files);
  });

  it('never uses the name a file is sent with: path tricks land as random names in the uploads folder only', async () => {
    const treeBefore = dataDirTree();
    const uploadsBefore = uploads();
    const names = [
      '../../etc/passwd.jpg',
      '..\\..\\x.jpg',
      'evil\u0000.jpg.php',
      '/tmp/owned.jpg',
      '....//....//y.jpg',
    ];
    const res = await targets['item photo'](names.map((name) => ({ name, type: 'image/jpeg', content: goodJpeg })));
    const body = res.json();
    expect(body).toMatchObject({ status: 200 });
    expect(body.data.images).toHaveLength(names.length);
    const stored = body.data.images.flatMap((i: { file_name: string; thumb_name: string }) => [
      i.file_name,
      i.thumb_name,
    ]);
    for (const name of stored) expect(name).toMatch(/^[a-f0-9]{32}(-thumb)?\.webp$/);
    // The new files are exactly the stored ones, all inside the uploads folder.
    expect(uploads()).toEqual([...uploadsBefore, ...stored].sort());
    const uploadsFolder = path.relative(t.dataDir, t.app.config.uploadsDir);
    expect(dataDirTree()).toEqual([...treeBefore, ...stored.map((n: string) => path.join(uploadsFolder, n))].sort());
    for (const trick of ['passwd', 'owned', 'evil', '..']) expect(res.body).not.toContain(trick);
  });

  it('keeps nothing of a script hidden in a real photo: the stored file is re-encoded', async () => {
    const payload = '<script>alert(document.domain)</script>';
    const comment = Buffer.from(payload);
    const segment = Buffer.alloc(4);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(comment.length + 2, 2);
    // A JPEG comment right after the start marker, and the same text after the end marker.
    const polyglot = Buffer.concat([goodJpeg.subarray(0, 2), segment, comment, goodJpeg.subarray(2), comment]);
    expect((await sharp(polyglot).metadata()).format).toBe('jpeg');
    const res = (await targets['gallery photo']([{ name: 'x.jpg', type: 'image/jpeg', content: polyglot }])).json();
    expect(res).toMatchObject({ status: 200 });
    for (const image of res.data.restroGalleryImage as Array<{ file_name: string; thumb_name: string }>) {
      for (const file of [image.file_name, image.thumb_name]) {
        expect(readFileSync(path.join(t.app.config.uploadsDir, file)).includes('<script')).toBe(false);
        const served = await t.app.inject({ method: 'GET', url: `/uploads/${file}` });
        expect(served.headers['content-type']).toBe('image/webp');
      }
    }
  });

  it('serves nothing outside the uploads folder, however the path is written', async () => {
    const secret = 'kept in the data folder, never served';
    writeFileSync(path.join(t.dataDir, 'private.txt'), secret);
    const ways = [
      '../',
      '..%2f',
      '%2e%2e/',
      '%2e%2e%2f',
      '..%5c',
      '%2e%2e%5c',
      '//..//',
      '%252e%252e%252f',
      '..%c0%af',
    ];
    for (const way of ways) {
      const url = `/uploads/${way}private.txt`;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain(secret);
    }
  });
});
