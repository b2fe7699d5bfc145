import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { twoServersOfFile, approvedPartner, post } from '../../helper.js';
import { encodePublicId } from '../../../src/modules/restaurant/index.js';
import { type PublicPageSources, versionKey } from '../../../src/modules/public-page/sources.js';
import { createItem, itemForm } from '../menu/menu-helper.js';
import { profileForm, saveProfile } from '../restaurant/profile-helper.js';
import { openPage, visibleText } from './page-helper.js';

/*
 * The public page is cached under the versions of every module that shows something on it
 * (`public-page/sources.ts`). A change written by one server process must show on the page another
 * process has cached, at its next request, with nothing sent between them.
 */

const [writer, reader] = twoServersOfFile();

async function ok(res: Promise<{ json(): { status: number } }>) {
  const body = (await res).json();
  if (body.status !== 200) throw new Error(`refused: ${JSON.stringify(body)}`);
}

/** Both processes' clocks move together, so every change is a later instant. */
function later() {
  writer.clock.advance(60_000);
  reader.clock.current = writer.clock.current;
}

describe('the public page’s sources', () => {
  it('shows at once, in another process, a change of the menu, the profile, the account’s name and the presence', async () => {
    const partner = await approvedPartner(writer, { name: 'Le Comptoir' });
    const publicId = encodePublicId(partner.id);
    await ok(
      saveProfile(writer, partner.token, profileForm(partner, { name: 'Le Comptoir', fr_description: 'Au marché.' })),
    );
    const tart = await createItem(writer.app, partner.token, { fr_item_name: 'Tarte aux pralines' });
    reader.clock.current = writer.clock.current;

    const seen = async () => {
      const page = await openPage(reader, publicId);
      expect(page.statusCode).toBe(200);
      return visibleText(page.body);
    };
    const first = await seen();
    expect(first).toContain('Tarte aux pralines');
    expect(first).toContain('Au marché.');
    // Read again unchanged: the same page, from the reader's cache.
    expect(await seen()).toBe(first);

    later();
    await ok(
      post(
        writer.app,
        apiPaths.saveItem,
        itemForm({ id: tart, fr_item_name: 'Tarte aux pralines roses' }),
        partner.token,
      ),
    );
    expect(await seen()).toContain('Tarte aux pralines roses');

    later();
    await ok(
      saveProfile(writer, partner.token, profileForm(partner, { name: 'Le Comptoir', fr_description: 'Aux Halles.' })),
    );
    expect(await seen()).toContain('Aux Halles.');

    later();
    await ok(
      saveProfile(
        writer,
        partner.token,
        profileForm(partner, { name: 'Le Comptoir des Halles', fr_description: 'Aux Halles.' }),
      ),
    );
    expect(await seen()).toContain('Le Comptoir des Halles');

    later();
    await ok(post(writer.app, apiPaths.changeStatus, { status: '0' }, partner.token));
    expect(await seen()).toContain('Hors ligne — ne prend pas de commandes');

    later();
    await writer.admin.suspend(partner.phone, 'Hygiène : contrôle en cours');
    expect((await openPage(reader, publicId)).statusCode).toBe(404);
  });

  it('keys the page on the version of every source, and knows no page while a source knows no restaurant', async () => {
    const versions = {
      profile: '3.1700000000000.1101' as string | undefined,
      menu: 7,
      reviews: 2,
      booking: '4.1.2.0.0',
    };
    const sources: PublicPageSources = {
      profile: { version: async () => versions.profile, read: async () => undefined },
      menu: { version: async () => versions.menu, read: async () => ({ sections: [] }) as never },
      reviews: { version: async () => versions.reviews, read: async () => ({ reviews: [] }) as never },
      booking: { version: async () => versions.booking, read: async () => null },
    };
    const key = await versionKey(sources, 1);
    expect(key).toBe('3.1700000000000.1101/7/2/4.1.2.0.0');
    versions.menu = 8;
    expect(await versionKey(sources, 1)).not.toBe(key);
    versions.profile = undefined;
    expect(await versionKey(sources, 1)).toBeNull();
  });
});
