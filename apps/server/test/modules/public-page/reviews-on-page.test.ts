import { describe, expect, it } from 'vitest';
import { apiPaths, reviewApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, buildTestApp, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { restaurantOfFile, changeStatus, book, partnerCall } from '../reservations/reservations-helper.js';
import { openPage, visibleText } from './page-helper.js';

/*
 * A restaurant's reviews on its public page, as guests post them through their accounts after an
 * honoured booking made online: what the law asks to show next to them (how they are checked,
 * each one's visit and publication dates, the order and the other order), the restaurant's
 * response, and nothing of a review waiting for a check, refused or withdrawn.
 */

const TEXTS = {
  marie:
    'Une quenelle de brochet comme on n’en fait plus, sauce Nantua généreuse et bien relevée. Le service a été rapide malgré la salle comble du samedi soir, et la serveuse nous a conseillé un très bon vin du Beaujolais pour accompagner.',
  john: 'A wonderful evening: the pike quenelle was light, the sauce rich, and the praline tart the best we had in Lyon. The staff were patient with our French and suggested a lovely Beaujolais. We will be back next time we visit.',
  lucie:
    'Nous avons attendu plus de quarante minutes entre l’entrée et le plat, sans un mot d’excuse. La salade lyonnaise était bonne mais le tablier de sapeur était tiède. Dommage, le cadre est agréable et les prix restent raisonnables.',
  paul: 'Une soirée très agréable en terrasse, avec une cuisine lyonnaise simple et bien faite. Le saucisson brioché était parfait et la cervelle de canut très fraîche. Le service était souriant, je recommande pour un dîner entre amis.',
  refused:
    'Le serveur est un vrai connard, il nous a parlé comme à des chiens pendant tout le repas. Le plat était correct mais je ne remettrai jamais les pieds dans ce restaurant tant que cet individu y travaillera.',
  waiting:
    'Putain, quelle attente ! Une heure pour deux plats du jour, alors que la salle était à moitié vide. La blanquette était bonne quand elle est enfin arrivée, mais le service doit vraiment s’organiser mieux que ça.',
};
const RESPONSE =
  'Merci beaucoup pour ce retour, toute l’équipe est ravie que la quenelle et le Beaujolais vous aient plu. Nous transmettons vos compliments en cuisine et en salle, et serons heureux de vous accueillir à nouveau.';

const t = appOfFile();
const r = restaurantOfFile(t);

/** The restaurant signs in at the clock's time (its sessions end while the tests move days ahead). */
async function restaurantToken(): Promise<string> {
  const login = (
    await post(t.app, apiPaths.login, { phone: r.form.phone, country_code: '33', password: r.form.password })
  ).json();
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login)}`);
  return login.token as string;
}

/**
 * A guest books online the day before, comes on `visit` at 19:30 (the restaurant marks the
 * booking honoured), and posts a review at `postedAt`. Returns the review's id and status.
 */
async function reviewAfterVisit(
  /** First and last name. */
  guestName: string,
  visit: string,
  rating: number,
  text: string,
  /** Day and time in Paris, as '2026-12-03 10:00'. */
  postedAt: string,
) {
  const [first_name, last_name] = guestName.split(' ');
  const customer = await verifiedCustomer(t, { first_name, last_name });
  const dayBefore = new Date(Date.parse(`${visit}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  t.clock.current = parisInstant(dayBefore, '10:00');
  const booked = await book(t, customer.token, { restaurant_id: r.publicId, date: visit, time: '19:30', covers: '2' });
  expect(booked.status, JSON.stringify(booked)).toBe(200);
  if (booked.data.status === 'pending') {
    const confirmed = await changeStatus(t, await restaurantToken(), booked.data.id, 'confirmed');
    expect(confirmed.status).toBe(200);
  }
  t.clock.current = parisInstant(visit, '21:30');
  const honoured = await changeStatus(t, await restaurantToken(), booked.data.id, 'honoured');
  expect(honoured.status, JSON.stringify(honoured)).toBe(200);
  const [postedOn, postedTime] = postedAt.split(' ');
  t.clock.current = parisInstant(postedOn!, postedTime!);
  const posted = (
    await post(t.app, reviewApiPaths.postReview, { booking_id: booked.data.id, rating, text }, customer.token)
  ).json();
  expect(posted.status, JSON.stringify(posted)).toBe(200);
  return { id: posted.data.id as number, status: posted.data.status as string, token: customer.token };
}

/** The authors of the reviews on the page, in their order. */
function authorsOf(html: string): string[] {
  return [...html.matchAll(/<span class="author">([^<]*)<\/span>/g)].map((match) => match[1]!);
}

/** The visible text of each review on the page, in its order. */
function reviewsOf(html: string): string[] {
  return html
    .split('<li class="review">')
    .slice(1)
    .map((block) => visibleText(`<x${block.slice(0, block.indexOf('</li>'))}`).replace(/^<x/, ''));
}

describe('reviews on the public page', () => {
  it('says there is no review yet, and links the policy, before the first one', async () => {
    const page = await openPage(t, r.publicId);
    const text = visibleText(page.body);
    expect(text).toContain('Avis vérifiés');
    expect(text).toContain('Pas encore d’avis');
    expect(page.body).toContain('href="/reviewspolicy"');
    expect(reviewsOf(page.body)).toEqual([]);
  });

  it('shows published reviews with both dates and the response, newest first or by rating, and nothing else', async () => {
    const before = await openPage(t, r.publicId);

    const marie = await reviewAfterVisit('Marie Dupont', '2026-12-02', 4, TEXTS.marie, '2026-12-03 10:00');
    expect(marie.status).toBe('published');
    const john = await reviewAfterVisit('John Smith', '2026-12-05', 5, TEXTS.john, '2026-12-06 09:00');
    const lucie = await reviewAfterVisit('Lucie Bernard', '2026-12-08', 2, TEXTS.lucie, '2026-12-09 12:00');
    const paul = await reviewAfterVisit('Paul Martin', '2026-12-10', 5, TEXTS.paul, '2026-12-11 12:00');
    const withdrawn = (await post(t.app, reviewApiPaths.withdrawReview, { review_id: paul.id }, paul.token)).json();
    expect(withdrawn.status).toBe(200);
    const refused = await reviewAfterVisit('Jean Colère', '2026-12-12', 1, TEXTS.refused, '2026-12-13 12:00');
    const waiting = await reviewAfterVisit('Hugo Attente', '2026-12-14', 1, TEXTS.waiting, '2026-12-15 12:00');
    expect([john.status, lucie.status, paul.status, refused.status, waiting.status]).toEqual([
      'published',
      'published',
      'published',
      'rejected',
      'pending',
    ]);
    t.clock.current = parisInstant('2026-12-16', '09:00');
    const responded = await partnerCall(
      t,
      reviewApiPaths.respondToReview,
      { review_id: marie.id, text: RESPONSE },
      await restaurantToken(),
    );
    expect(responded.status, JSON.stringify(responded)).toBe(200);

    t.clock.current = parisInstant('2026-12-17', '10:00');
    const page = await openPage(t, r.publicId);
    expect(page.statusCode).toBe(200);
    expect(page.headers.etag).not.toBe(before.headers.etag);
    const text = visibleText(page.body);
    expect(text).toContain('3,7 sur 5 · 3 avis');
    expect(text).toContain('Classés du plus récent au plus ancien.');
    expect(text).not.toContain('Pas encore d’avis');

    expect(authorsOf(page.body)).toEqual(['Lucie B.', 'John S.', 'Marie D.']);
    const newest = reviewsOf(page.body);
    expect(newest[0]).toContain('Lucie B.');
    expect(newest[0]).toContain('Note : 2 sur 5.');
    expect(newest[0]).toContain('Visite du 8 décembre 2026 · publié le 9 décembre 2026');
    expect(newest[1]).toContain('John S.');
    expect(newest[2]).toContain('Marie D.');
    expect(newest[2]).toContain('Visite du 2 décembre 2026 · publié le 3 décembre 2026');
    expect(newest[2]).toContain(TEXTS.marie);
    expect(newest[2]).toContain(`Réponse du restaurant, le 16 décembre 2026 ${RESPONSE}`);
    // The guest's last name never shows; nothing waiting, refused or withdrawn does.
    for (const hidden of [
      'Dupont',
      'Smith',
      TEXTS.paul,
      TEXTS.refused,
      TEXTS.waiting,
      'Paul M.',
      'Jean C.',
      'Hugo A.',
    ]) {
      expect(text).not.toContain(hidden);
    }

    // By rating: best first; the link back to the order by date, in the same language.
    expect(page.body).toContain(`href="/r/${r.publicId}?avis=note#avis"`);
    const byRating = await t.app.inject({ method: 'GET', url: `/r/${r.publicId}?avis=note` });
    expect(visibleText(byRating.body)).toContain('Classés de la meilleure note à la moins bonne');
    expect(authorsOf(byRating.body)).toEqual(['John S.', 'Marie D.', 'Lucie B.']);
    expect(byRating.body).toContain(`href="/r/${r.publicId}#avis"`);
    // Another order is not a page of its own for search engines.
    expect(byRating.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).not.toContain('noindex');

    const english = await t.app.inject({ method: 'GET', url: `/r/${r.publicId}?lang=en&avis=note` });
    const englishText = visibleText(english.body);
    expect(englishText).toContain('3.7 out of 5 · 3 reviews');
    expect(englishText).toContain('Visited on 5 December 2026 · published on 6 December 2026');
    expect(englishText).toContain('The restaurant’s response, 16 December 2026');
    expect(english.body).toContain(`href="/r/${r.publicId}?lang=en#avis"`);
    expect(english.body).toContain('href="/reviewspolicy?lang=en"');

    // Past the last page: a sentence and the way back, never an error.
    const pastTheEnd = await t.app.inject({ method: 'GET', url: `/r/${r.publicId}?page=3` });
    expect(pastTheEnd.statusCode).toBe(200);
    expect(visibleText(pastTheEnd.body)).toContain('Il n’y a pas d’autre avis.');
    expect(pastTheEnd.body).toContain(`href="/r/${r.publicId}?page=2#avis"`);
    for (const odd of ['?page=0', '?page=-1', '?page=abc', '?avis=%00', '?page=99999999999']) {
      expect((await t.app.inject({ method: 'GET', url: `/r/${r.publicId}${odd}` })).statusCode).toBe(200);
    }
  });

  it('shows a review published, or withdrawn, through another server process at the next request', async () => {
    const reader = await buildTestApp({}, { sameDatabaseAs: t });
    try {
      t.clock.current = parisInstant('2026-12-18', '10:00');
      reader.clock.current = t.clock.current;
      const cached = await openPage(reader, r.publicId);
      expect(authorsOf(cached.body)).toEqual(['Lucie B.', 'John S.', 'Marie D.']);
      // Read again unchanged: the same page from the reader's cache.
      expect((await openPage(reader, r.publicId)).headers.etag).toBe(cached.headers.etag);

      const chloe = await reviewAfterVisit('Chloé Roux', '2026-12-20', 5, TEXTS.paul, '2026-12-21 11:00');
      reader.clock.current = t.clock.current;
      const published = await openPage(reader, r.publicId);
      expect(published.headers.etag).not.toBe(cached.headers.etag);
      expect(authorsOf(published.body)).toEqual(['Chloé R.', 'Lucie B.', 'John S.', 'Marie D.']);
      expect(visibleText(published.body)).toContain('4,0 sur 5 · 4 avis');

      const withdrawn = (await post(t.app, reviewApiPaths.withdrawReview, { review_id: chloe.id }, chloe.token)).json();
      expect(withdrawn.status).toBe(200);
      const after = await openPage(reader, r.publicId);
      expect(authorsOf(after.body)).toEqual(['Lucie B.', 'John S.', 'Marie D.']);
      expect(after.headers.etag).not.toBe(published.headers.etag);
    } finally {
      await reader.close();
    }
  });
});

describe('the reviews policy page', () => {
  it('tells, in French and in English, the delays, the reasons for refusal, and that nothing is given or edited', async () => {
    const french = await t.app.inject({ method: 'GET', url: '/reviewspolicy' });
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-type']).toContain('text/html');
    expect(french.body).toContain('<html lang="fr">');
    // Drawn with no script, under the public pages' own policy.
    expect(french.body).not.toContain('<script');
    expect(french.headers['content-security-policy']).toContain("default-src 'none'");
    const fr = visibleText(french.body);
    for (const said of [
      'Politique des avis',
      'au plus tard 7 jours après son envoi',
      'Un avis reste en ligne 36 mois après sa publication',
      'Rien n’est donné en échange d’un avis',
      'Nous pouvons contacter l’auteur d’un avis',
      'L’auteur peut retirer son avis à tout moment',
      'Un avis publié n’est jamais modifié : ni par nous, ni par le restaurant',
      'au moins 2 heures avant son repas',
      'dans les 30 jours qui suivent le repas',
      'répondre une fois à chaque avis, dans les 3 mois',
      'Signaler un avis',
      // Every reason for refusal, as its author is told it.
      'Le texte est trop court.',
      'Des injures ou des propos haineux.',
      'Écrit par une personne intéressée au restaurant.',
      'Des données personnelles sur quelqu’un.',
      'De la publicité ou des liens.',
      'Copié d’ailleurs.',
      'L111-7-2',
    ]) {
      expect(fr).toContain(said);
    }
    expect(french.body).toContain('href="/reviewspolicy?lang=en"');

    const english = await t.app.inject({ method: 'GET', url: '/reviewspolicy?lang=en' });
    expect(english.body).toContain('<html lang="en">');
    const en = visibleText(english.body);
    for (const said of [
      'Reviews policy',
      'at most 7 days after it was sent',
      'A review stays online for 36 months after its publication',
      'Nothing is given in exchange for a review',
      'We may contact the author of a review',
      'The author may withdraw their review at any time',
      'A published review is never edited: not by us, not by the restaurant',
      'Insults or hateful words.',
      'Not about this restaurant or this visit.',
      'A review that is not genuine.',
    ]) {
      expect(en).toContain(said);
    }
    expect(english.headers.etag).not.toBe(french.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/reviewspolicy?lang=en',
      headers: { 'if-none-match': english.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
