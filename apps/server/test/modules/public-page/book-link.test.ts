import { beforeEach, describe, expect, it } from 'vitest';
import { appOfFile } from '../../helper.js';
import { bookingRestaurant } from '../reservations/reservations-helper.js';
import { visibleText } from './page-helper.js';

/*
 * "Réserver une table" at the top of the restaurant's page: a link in the page's header to the
 * booking section far below, only while the restaurant takes bookings online; the section takes
 * the focus it leads to. The test clock starts on Wednesday 25 November 2026, 11:00 in Paris.
 */

const t = appOfFile();

beforeEach(() => {
  t.clock.current = Date.parse('2026-11-25T10:00:00Z');
});

const open = (url: string) => t.app.inject({ method: 'GET', url });
const header = (html: string) => /<header class="hero">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';

describe('the booking link at the top of the public page', () => {
  it('sits in the header, before the menu, and leads to the booking section, which takes the focus', async () => {
    const r = await bookingRestaurant(t);
    const page = (await open(`/r/${r.publicId}`)).body;
    const top = header(page);
    expect(top).toContain('<a class="cta" href="#reserver">Réserver une table</a>');
    expect(page.indexOf('class="cta"')).toBeLessThan(page.indexOf('id="menu-heading"'));
    // The anchor names the section, which a link may focus (never reached by Tab on its own).
    expect(page).toMatch(/<section class="card book" id="reserver" tabindex="-1" aria-labelledby="book-h">/);
    expect(visibleText(page)).toContain('Réserver une table Choisissez le nombre de personnes');

    const english = header((await open(`/r/${r.publicId}?lang=en`)).body);
    expect(english).toContain('<a class="cta" href="#reserver">Book a table</a>');
  });

  it('is absent while the restaurant takes no booking online', async () => {
    const r = await bookingRestaurant(t, { settings: { enabled: '0' } });
    const page = (await open(`/r/${r.publicId}`)).body;
    expect(page).not.toContain('href="#reserver"');
    expect(page).not.toContain('id="reserver"');
  });
});
