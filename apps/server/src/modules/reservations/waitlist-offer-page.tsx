import type { FastifyInstance } from 'fastify';
import { renderToStaticMarkup } from 'react-dom/server';
import { calendarDateInWords, isErrorCode, type Locale, messageFor } from '@portal/contract';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { fromThisSite, seeOther, sendPage } from '../../core/guest-form.js';
import { GuestDocument } from '../../core/guest-page.js';
import { instantInWords } from '../../core/paris-time.js';
import { access } from '../../core/routes.js';
import { MANAGE_PAGE_CSP_DIRECTIVES, MANAGE_PAGE_CSS } from './manage-page/manage-page-style.js';
import type { WaitlistEntry } from './tables.js';
import { WAITLIST_OFFER_PAGE_PATH } from './waitlist-offers.js';
import type { WaitlistService } from './waitlist-service.js';

/*
 * The page an offer's link opens, drawn on the server without a script: the time offered and a
 * button that books it (a post to this page, then the booking's manage page or its card step);
 * a lapsed or taken offer says so.
 */

const TEXTS = {
  fr: {
    title: 'Une table s’est libérée',
    offer: (restaurant: string, day: string, time: string, covers: number) =>
      `${restaurant} vous propose une table pour ${covers}\u00a0pers. le ${day} à ${time}.`,
    until: (when: string) => `Proposition valable jusqu’au ${when}.`,
    book: 'Réserver cette table',
    closed: 'Cette proposition n’est plus disponible.',
    invalid: 'Ce lien n’est pas valide.',
    intl: 'fr-FR',
    dateAtTime: (day: string, time: string) => `${day} à ${time}`,
  },
  en: {
    title: 'A table is free',
    offer: (restaurant: string, day: string, time: string, covers: number) =>
      `${restaurant} offers you a table for ${covers} on ${day} at ${time}.`,
    until: (when: string) => `The offer holds until ${when}.`,
    book: 'Book this table',
    closed: 'This offer is no longer available.',
    invalid: 'This link is not valid.',
    intl: 'en-GB',
    dateAtTime: (day: string, time: string) => `${day} at ${time}`,
  },
} as const;

const pageHelmet = {
  contentSecurityPolicy: { useDefaults: false, directives: MANAGE_PAGE_CSP_DIRECTIVES },
  referrerPolicy: { policy: 'same-origin' as const },
};

interface OfferView {
  lang: Locale;
  token: string;
  offer: { entry: WaitlistEntry; restaurant: string } | null;
  now: number;
  error: string | null;
}

function OfferPage({ view }: { view: OfferView }) {
  const t = TEXTS[view.lang];
  const entry = view.offer?.entry;
  const open = entry?.status === 'offered' && view.now < Number(entry.offer_expires_at);
  return (
    <GuestDocument lang={view.lang} title={t.title} css={MANAGE_PAGE_CSS}>
      <main className="card">
        <h1>{t.title}</h1>
        {view.error && <p role="alert">{view.error}</p>}
        {!entry && <p>{t.invalid}</p>}
        {entry && !open && !view.error && <p>{t.closed}</p>}
        {entry && open && (
          <>
            <p>
              {t.offer(
                view.offer!.restaurant,
                calendarDateInWords(entry.date, t.intl, false),
                entry.offer_time ?? '',
                entry.covers,
              )}
            </p>
            <p>
              {t.until(
                instantInWords(Number(entry.offer_expires_at), { intlLocale: t.intl, dateAtTime: t.dateAtTime }),
              )}
            </p>
            <form method="post" action={WAITLIST_OFFER_PAGE_PATH}>
              <input type="hidden" name="token" value={view.token} />
              <button type="submit">{t.book}</button>
            </form>
          </>
        )}
      </main>
    </GuestDocument>
  );
}

const render = (view: OfferView) => `<!DOCTYPE html>${renderToStaticMarkup(<OfferPage view={view} />)}`;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The offer's page and its one post. */
export default async function waitlistOfferPage(
  app: FastifyInstance,
  { waitlist, clock, publicBaseUrl }: { waitlist: WaitlistService; clock: Clock; publicBaseUrl: string | undefined },
) {
  const draw = async (token: string, error: string | null, code = 200) => {
    const offer = await waitlist.offerOfLink(token);
    const lang: Locale = offer?.entry.lang === 'en' ? 'en' : 'fr';
    const message = error && isErrorCode(error) ? messageFor(error)[lang] : null;
    return { code, html: render({ lang, token, offer, now: clock(), error: message }) };
  };

  app.get<{ Querystring: Record<string, unknown> }>(WAITLIST_OFFER_PAGE_PATH, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: async (request, reply) => {
      const page = await draw(text(request.query.token), null);
      return sendPage(reply, page.code, page.html);
    },
  });

  app.post<{ Body: Record<string, unknown> | undefined }>(WAITLIST_OFFER_PAGE_PATH, {
    config: access('public'),
    schema: { hide: true },
    helmet: pageHelmet,
    handler: async (request, reply) => {
      const token = text(request.body?.token);
      if (!fromThisSite(request, publicBaseUrl)) {
        const page = await draw(token, 'WAITLIST_LINK_INVALID', 403);
        return sendPage(reply, page.code, page.html);
      }
      try {
        const accepted = await waitlist.accept(token);
        return seeOther(reply, new URL(accepted.next_url).pathname + new URL(accepted.next_url).search);
      } catch (problem) {
        if (!(problem instanceof AppError)) throw problem;
        const page = await draw(token, problem.code);
        return sendPage(reply, page.code, page.html);
      }
    },
  });
}
