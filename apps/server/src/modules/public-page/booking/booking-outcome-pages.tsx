import { formatPrice, type Locale, type TCustomerBooking } from '@portal/contract';
import { instantInWords } from '../../../core/paris-time.js';
import { bookPath, DONE_ROUTE, GUARANTEE_ROUTE, href } from './booking-format.js';
import { BookedFacts, type PageRestaurant, renderPage, renderStepPage } from './booking-page-parts.js';
import { bookingTexts } from './booking-texts.js';

/* What follows a booking placed from the restaurant's page: the card's imprint, the booking, a dead link. */

/** The guest's card step (the payments module's page), opened by the booking's manage token. */
const CARD_PAGE_ROUTE = '/booking/card';
/** The guest's manage page (reservations'), opened by the same token. */
const MANAGE_PAGE_ROUTE = '/booking/manage';

export interface GuaranteePageView {
  lang: Locale;
  restaurant: PageRestaurant;
  token: string;
  booking: TCustomerBooking;
  perCoverCents: number;
}

/** Before the card is asked: the imprint × covers and until when a cancellation is free. */
export function renderGuaranteePage(view: GuaranteePageView): string {
  const { lang, restaurant, booking } = view;
  const t = bookingTexts[lang];
  const done = bookPath(DONE_ROUTE, restaurant.publicId);
  const top = {
    lang,
    restaurant,
    otherHref: href(bookPath(GUARANTEE_ROUTE, restaurant.publicId), {
      token: view.token,
      lang: t.otherLanguage.lang,
    }),
    heading: t.guaranteeHeading,
  };
  return renderStepPage(
    top,
    <>
      <section className="card" aria-labelledby="imprint-h">
        <h2 id="imprint-h">{t.yourBooking}</h2>
        <BookedFacts booking={booking} t={t} />
      </section>
      <section className="card stack" aria-labelledby="guarantee-h">
        <h2 id="guarantee-h">{t.guaranteeHeading}</h2>
        <p className="imprint">
          {t.imprint(
            formatPrice(view.perCoverCents, lang),
            booking.covers,
            formatPrice(view.perCoverCents * booking.covers, lang),
          )}
        </p>
        <p>{t.freeUntil(instantInWords(booking.free_change_until, t))}</p>
        <p className="hint">{t.imprintWhy}</p>
        <p className="book">
          <a className="button" href={href(CARD_PAGE_ROUTE, { token: view.token, lang, done })}>
            {t.toCard}
          </a>
        </p>
      </section>
    </>,
  );
}

export interface DonePageView {
  lang: Locale;
  restaurant: PageRestaurant;
  token: string;
  booking: TCustomerBooking;
}

/** The booking as it stands, with the manage link. */
export function renderDonePage(view: DonePageView): string {
  const { lang, restaurant, booking, token } = view;
  const t = bookingTexts[lang];
  const state =
    booking.status === 'confirmed' || booking.status === 'pending' || booking.status === 'awaiting_guarantee'
      ? booking.status
      : 'other';
  const manage = href(MANAGE_PAGE_ROUTE, { token, lang });
  const top = {
    lang,
    restaurant,
    otherHref: href(bookPath(DONE_ROUTE, restaurant.publicId), { token, lang: t.otherLanguage.lang }),
    heading: t.doneHeading[state],
  };
  return renderStepPage(
    top,
    <>
      <p className={`notice ${state === 'confirmed' ? 'ok' : 'wait'}`} role="status">
        {t.doneLead[state]}
      </p>
      <section className="card stack" aria-labelledby="done-h">
        <h2 id="done-h">{t.yourBooking}</h2>
        <BookedFacts booking={booking} t={t} />
        <p>{t.freeUntil(instantInWords(booking.free_change_until, t))}</p>
      </section>
      <section className="card stack book" aria-labelledby="manage-h">
        <h2 id="manage-h">{t.manageLink}</h2>
        <p className="hint">{t.manageHint}</p>
        {state === 'awaiting_guarantee' && (
          <p>
            <a
              className="button"
              href={href(CARD_PAGE_ROUTE, { token, lang, done: bookPath(DONE_ROUTE, restaurant.publicId) })}
            >
              {t.cardStill}
            </a>
          </p>
        )}
        <p>
          <a className={state === 'awaiting_guarantee' ? undefined : 'button'} href={manage}>
            {t.manageLink}
          </a>
        </p>
      </section>
    </>,
  );
}

/** A booking link that opens nothing (altered, of another restaurant, or its meal over). */
export function renderInvalidLinkPage(lang: Locale): string {
  const t = bookingTexts[lang];
  return renderPage(
    lang,
    t.invalidLink.title,
    <main className="lost">
      <h1>{t.invalidLink.heading}</h1>
      <p>{t.invalidLink.text}</p>
    </main>,
  );
}
