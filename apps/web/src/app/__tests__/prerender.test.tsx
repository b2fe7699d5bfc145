// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ZDrawnStateSchema, type DrawRequest, type TItem } from '@portal/contract';
import { itemList, makeItem } from '@/testing/menu-fixtures';
import { profileReply } from '@/testing/profile-fixtures';
import { renderDrawnScreen } from '../prerender';

/*
 * The dish list as the portal's server draws it: the app's own components rendered under Node (no
 * DOM) from the answers the server reads, at the instant it gives.
 */

/** Saturday 14 March 2026, 18:00 in Paris (UTC+1): far from the machine's own clock. */
const DRAWN_AT = Date.UTC(2026, 2, 14, 17, 0);
const MINUTE = 60_000;

/** The answer names a dish in the language it was asked in (`item_name`). */
const dishes = (count: number, name = 'Bière pression'): TItem[] =>
  Array.from({ length: count }, (_, n) =>
    makeItem({
      id: n + 1,
      item_name: `${name} ${n + 1}`,
      en_item_name: `Draught beer ${n + 1}`,
      fr_item_name: `Bière pression ${n + 1}`,
      type_of_item: [{ id: 5, label: 'Boissons' }],
    }),
  );

function request(overrides: Partial<DrawRequest> = {}, profile = {}, items = dishes(3)): DrawRequest {
  return {
    pathname: '/item_list',
    locale: 'fr',
    drawnAt: DRAWN_AT,
    replies: { restaurantDetails: profileReply(profile).body, itemList: itemList(items).body },
    ...overrides,
  };
}

describe('the dish list drawn under Node', () => {
  it('draws the restaurant’s dishes, with the state the app takes it over with', async () => {
    const drawn = await renderDrawnScreen(request());
    expect(drawn).not.toBeNull();
    for (const dish of ['Bière pression 1', 'Bière pression 2', 'Bière pression 3']) {
      expect(drawn!.html).toContain(dish);
    }
    expect(drawn!.html).toContain('Le Bistrot du Marché');
    const state = ZDrawnStateSchema.parse(drawn!.state);
    expect(state).toMatchObject({ restaurantId: 7, drawnAt: DRAWN_AT });
    expect(JSON.parse(state.userdata)).toMatchObject({ id: 7, name: 'Le Bistrot du Marché' });
    // The answers the screen was drawn with, for the app's cache: it does not ask for them again.
    expect(JSON.stringify(state.queries)).toContain('Bière pression 3');
  });

  it('draws in the partner’s language', async () => {
    const drawn = await renderDrawnScreen(request({ locale: 'en' }, {}, dishes(3, 'Draught beer')));
    expect(drawn!.html).toContain('Draught beer 2');
    expect(drawn!.html).toContain('Edit Draught beer 2');
  });

  it('draws a long menu by its first 24 cards, the section saying how many it has', async () => {
    const drawn = await renderDrawnScreen(request({}, {}, dishes(30)));
    expect(drawn!.html.match(/<article/g)).toHaveLength(24);
    expect(drawn!.html).toContain('Bière pression 24');
    expect(drawn!.html).not.toContain('Bière pression 25');
    expect(drawn!.html).toContain('30 plats');
  });

  it('draws the pause from the instant in the request, not from the machine’s clock', async () => {
    const pausedUntil = DRAWN_AT + 90 * MINUTE;
    const drawn = await renderDrawnScreen(request({}, { paused_until: pausedUntil }));
    expect(drawn!.html).toContain('En pause jusqu’à 19:30');
    // Drawn after the pause: the restaurant is online again.
    const later = await renderDrawnScreen(request({ drawnAt: pausedUntil + MINUTE }, { paused_until: pausedUntil }));
    expect(later!.html).not.toContain('En pause');
    // Drawn at 23:30 for a pause until 00:30: the text names the day.
    const night = Date.UTC(2026, 2, 14, 22, 30);
    const late = await renderDrawnScreen(request({ drawnAt: night }, { paused_until: night + 60 * MINUTE }));
    expect(late!.html).toContain('En pause jusqu’à dimanche 00:30');
  });

  it('draws nothing from an answer the contract does not accept, or for another screen', async () => {
    const broken = request();
    expect(
      await renderDrawnScreen({ ...broken, replies: { ...broken.replies, itemList: { status: 200, data: 'x' } } }),
    ).toBeNull();
    expect(
      await renderDrawnScreen({ ...broken, replies: { restaurantDetails: broken.replies.restaurantDetails } }),
    ).toBeNull();
    expect(await renderDrawnScreen({ ...broken, pathname: '/orders' as DrawRequest['pathname'] })).toBeNull();
  });
});
