import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiPaths, type TAddon, type TItem } from '@portal/contract';
import sharp from 'sharp';
import { loginThroughApi, type TestPartner } from './partners';
import type { Texts } from './texts';

/**
 * A real photo file, as a phone would give it: a coloured plate on a background, `size` pixels
 * wide. Written where the test keeps its files (testInfo.outputPath).
 */
export async function makePhoto(
  file: string,
  { background, plate, size = 640 }: { background: string; plate: string; size?: number },
): Promise<string> {
  const height = Math.round((size * 3) / 4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${height}">
    <rect width="100%" height="100%" fill="${background}"/>
    <circle cx="${size / 2}" cy="${height / 2}" r="${height / 3}" fill="#fdfaf3"/>
    <circle cx="${size / 2}" cy="${height / 2}" r="${height / 4.5}" fill="${plate}"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  await (file.endsWith('.png') ? image.png() : image.jpeg({ quality: 85 })).toFile(file);
  return file;
}

/** The partner's token, as the portal gets it when signing in. */
export async function partnerToken(request: APIRequestContext, partner: TestPartner): Promise<string> {
  return (await loginThroughApi(request, partner)).token;
}

/**
 * A dish saved through the API: on the menu, dine-in, a main course; with `photo` (a file made by
 * makePhoto) it is sent as the form does, multipart with the photo under file_name.
 */
export async function createItemThroughApi(
  request: APIRequestContext,
  token: string,
  fields: { fr_item_name: string; item_name?: string; price: string; fr_description?: string },
  photo?: string,
): Promise<TItem> {
  const values = {
    item_name: '',
    type_of_service_id: '1',
    type_of_item_id: '3',
    preparation_time: '15',
    // Served all day: journeys order at whatever hour they run (a dish is orderable only in its hours).
    service_open_time: '00:00',
    service_close_time: '24:00',
    ...fields,
  };
  const response = await request.post(apiPaths.saveItem, {
    headers: { token },
    ...(photo
      ? {
          multipart: {
            ...values,
            file_name: {
              name: path.basename(photo),
              mimeType: photo.endsWith('.png') ? 'image/png' : 'image/jpeg',
              buffer: await readFile(photo),
            },
          },
        }
      : { data: values }),
  });
  const body = (await response.json()) as { status: number; data: TItem; message?: string };
  expect(body.status, body.message).toBe(200);
  return body.data;
}

/** An add-on group saved through the API. */
export async function createAddonThroughApi(
  request: APIRequestContext,
  token: string,
  addon: { fr_name: string; name: string; choiceoff: number; options: Array<[fr: string, en: string, price: string]> },
): Promise<TAddon> {
  const response = await request.post(apiPaths.saveAddon, {
    headers: { token },
    data: {
      fr_name: addon.fr_name,
      name: addon.name,
      choiceoff: String(addon.choiceoff),
      isrequired: '0',
      subaddon: JSON.stringify(
        addon.options.map(([fr, en, price]) => ({ subaddonNameFr: fr, subaddonNameEn: en, price })),
      ),
    },
  });
  const body = (await response.json()) as { status: number; data: TAddon; message?: string };
  expect(body.status, body.message).toBe(200);
  return body.data;
}

/** Picks options of a Mantine multi-select (a textbox that opens a listbox), then closes it. */
export async function pickOptions(page: Page, label: string, options: readonly string[]): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.click();
  for (const option of options) {
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await input.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/**
 * The names of a sortable list's rows, top to bottom, read from their drag handles ("Move
 * Desserts" → "Desserts"). The handles are the elements dnd-kit gives a role description.
 */
export function rowNames(list: Locator, t: Texts): Promise<string[]> {
  return list
    .getByRole('listitem')
    .locator('[aria-roledescription]')
    .evaluateAll(
      (handles, prefix) => handles.map((handle) => (handle.getAttribute('aria-label') ?? '').slice(prefix.length)),
      t.menu.sortable.drag(''),
    );
}

/** Confirms a Mantine confirmation dialog and waits for it to close. */
export async function confirmDialog(page: Page, title: string, confirm: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  return dialog;
}

/**
 * Clicks a switch where a user does: on its visible track. The input itself is a zero-size
 * element under the track; the track lives in the <label> that holds the input.
 */
export async function clickSwitch(control: Locator): Promise<void> {
  await control.locator('xpath=ancestor::label[1]').click();
}
