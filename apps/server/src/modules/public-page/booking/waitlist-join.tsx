import type { FastifyInstance } from 'fastify';
import { internationalPhone, type Locale, parseClock, ZAvailabilityQuerySchema, ZLang } from '@portal/contract';
import { z } from 'zod';
import { seeOther, sendPage } from '../../../core/guest-form.js';
import type { WaitlistService } from '../../reservations/index.js';
import type { BookingFlow, BookingPlace, StepWithGuest } from './booking-flow.js';
import { BOOK_ROUTE, bookPath, DETAILS_ROUTE, href, longDate } from './booking-format.js';
import { renderStepPage } from './booking-page-parts.js';
import { bookingTexts } from './booking-texts.js';
import type { BookingStep } from './booking-token.js';

/*
 * Joining the day's waitlist from the restaurant's page, when no time fits: the guest gives the
 * window they could come in, then the same steps as a booking (name and phone, the code the phone
 * receives, the customer it proves), and joins instead of booking. A table freed in that window
 * is offered to them by SMS and e-mail.
 */

/** The page that says the guest is on the waitlist. */
export const WAITLIST_JOINED_ROUTE = '/r/:public_id/book/waitlist';

const TEXTS = {
  fr: {
    heading: 'Liste d’attente',
    intro:
      'Aucune heure ne convient\u00a0? Inscrivez-vous sur la liste d’attente\u00a0: si une table se libère entre ces heures, nous vous l’écrivons par SMS et e-mail.',
    earliest: 'Au plus tôt',
    latest: 'Au plus tard',
    join: 'Rejoindre la liste d’attente',
    window: (earliest: string, latest: string) => `entre ${earliest} et ${latest}`,
    joined: 'Vous êtes sur la liste d’attente',
    joinedText: (day: string, window: string, covers: string) =>
      `Nous vous écrirons si une table pour ${covers} se libère ${day}, ${window}. Le premier qui accepte l’obtient.`,
  },
  en: {
    heading: 'Waitlist',
    intro: 'No time suits you? Join the waitlist: if a table frees up between these times, we text and e-mail you.',
    earliest: 'Earliest',
    latest: 'Latest',
    join: 'Join the waitlist',
    window: (earliest: string, latest: string) => `between ${earliest} and ${latest}`,
    joined: 'You are on the waitlist',
    joinedText: (day: string, window: string, covers: string) =>
      `We will write to you if a table for ${covers} frees up ${day}, ${window}. The first guest to accept gets it.`,
  },
} as const;

/** The form under a day without free times: the window, then the details' step. */
export function WaitlistJoinForm(props: { publicId: string; lang: Locale; date: string; covers: number }) {
  const t = TEXTS[props.lang];
  return (
    <form method="get" action={bookPath(DETAILS_ROUTE, props.publicId)} className="book-form" aria-label={t.heading}>
      <p className="hint">{t.intro}</p>
      <input type="hidden" name="waitlist" value="1" />
      <input type="hidden" name="date" value={props.date} />
      <input type="hidden" name="covers" value={props.covers} />
      {props.lang === 'en' && <input type="hidden" name="lang" value="en" />}
      <div className="field">
        <label htmlFor="wl-earliest">{t.earliest}</label>
        <input id="wl-earliest" name="earliest" type="time" defaultValue="19:00" required />
      </div>
      <div className="field">
        <label htmlFor="wl-latest">{t.latest}</label>
        <input id="wl-latest" name="latest" type="time" defaultValue="21:30" required />
      </div>
      <button type="submit">{t.join}</button>
    </form>
  );
}

const ZWindowQuery = z.object({ earliest: z.string().catch(''), latest: z.string().catch('') });

/**
 * The step of a waitlist entry asked for by the details' address (`waitlist=1`), or null when it
 * asks for none; its window shown where a booking shows its time.
 */
export function waitlistStepOf(
  flow: BookingFlow,
  place: BookingPlace,
  query: Record<string, unknown>,
): { state: string; step: BookingStep } | 'invalid' | null {
  if (query.waitlist !== '1') return null;
  const asked = ZAvailabilityQuerySchema.safeParse({ date: query.date, covers: query.covers });
  const { earliest, latest } = ZWindowQuery.parse(query);
  const [from, to] = [parseClock(earliest), parseClock(latest)];
  if (!asked.success || from === null || to === null || from > to) return 'invalid';
  const step: BookingStep = {
    restaurantId: place.id,
    date: asked.data.date,
    time: earliest,
    covers: asked.data.covers,
    offer: null,
    waitlist: { earliest, latest },
  };
  return { state: flow.state(step), step };
}

/** The customer the code proved joins the waitlist; the address of the page that says so. */
export async function joinFromPage(
  waitlist: Pick<WaitlistService, 'join'>,
  place: BookingPlace,
  step: StepWithGuest & { waitlist: NonNullable<BookingStep['waitlist']> },
  customer: { id: number; last_name: string; phone: string | null; email: string | null },
  lang: Locale,
): Promise<string> {
  const { guest } = step;
  await waitlist.join(
    {
      customer_id: customer.id,
      first_name: guest.firstName,
      last_name: guest.lastName || customer.last_name,
      phone: customer.phone ?? internationalPhone(guest.countryCode, guest.mobileno),
      email: customer.email ?? '',
      lang,
    },
    { restaurant_id: place.publicId, date: step.date, covers: step.covers, ...step.waitlist },
  );
  return href(bookPath(WAITLIST_JOINED_ROUTE, place.publicId), {
    date: step.date,
    covers: step.covers,
    earliest: step.waitlist.earliest,
    latest: step.waitlist.latest,
    lang,
  });
}

/** The page that says the guest is on the waitlist (what it shows is in its address). */
export function waitlistJoinedPage(
  fastify: FastifyInstance,
  flow: BookingFlow,
  route: { config: object; schema: object; helmet: object },
) {
  fastify.get<{ Params: { public_id: string }; Querystring: Record<string, unknown> }>(WAITLIST_JOINED_ROUTE, {
    ...route,
    handler: async (request, reply) => {
      const lang = ZLang.parse(request.query.lang);
      const place = await flow.place(request.params.public_id);
      const asked = ZAvailabilityQuerySchema.safeParse({ date: request.query.date, covers: request.query.covers });
      const { earliest, latest } = ZWindowQuery.parse(request.query);
      if (!place || !asked.success || parseClock(earliest) === null || parseClock(latest) === null)
        return seeOther(reply, '/');
      const t = TEXTS[lang];
      const words = bookingTexts[lang];
      const path = bookPath(WAITLIST_JOINED_ROUTE, place.publicId);
      const top = {
        lang,
        restaurant: place,
        otherHref: href(path, { ...asked.data, earliest, latest, lang: words.otherLanguage.lang }),
        heading: t.joined,
      };
      const text = t.joinedText(
        longDate(asked.data.date, words),
        t.window(earliest, latest),
        words.covers(asked.data.covers),
      );
      const back = href(bookPath(BOOK_ROUTE, place.publicId), { ...asked.data, lang });
      return sendPage(
        reply,
        200,
        renderStepPage(
          top,
          <section className="card book" aria-labelledby="wl-h">
            <h2 id="wl-h">{t.joined}</h2>
            <p>{text}</p>
            <p className="more">
              <a href={back}>{words.bookHeading}</a>
            </p>
          </section>,
        ),
      );
    },
  });
}
