import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type ErrorCode, type Locale, messageFor, type TCustomerBooking, type TSlotOffer } from '@portal/contract';
import { FactList, GuestDocument } from '../../../core/guest-page.js';
import { BOOKING_PAGE_CSS } from './booking-style.js';
import { BOOK_ROUTE, bookPath, href, longDate } from './booking-format.js';
import { type BookingNotice, type BookingTexts, bookingTexts } from './booking-texts.js';

/* The parts every booking page is drawn from: the document, its top, its notice, the choice's card. */

const errorText = (code: ErrorCode, lang: Locale) => messageFor(code)[lang];

/** The restaurant the pages are about. */
export interface PageRestaurant {
  publicId: string;
  name: string;
}

/** The slot the guest chose, with the offer it showed. */
export interface Choice {
  date: string;
  time: string;
  covers: number;
  offer: TSlotOffer | null;
}

/** A whole page as HTML: the document in the page's language, with its title. */
export function renderPage(lang: Locale, title: string, body: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <GuestDocument lang={lang} title={title} css={BOOKING_PAGE_CSS}>
      {body}
    </GuestDocument>,
  )}`;
}

/** What a booking page's top says: the restaurant, the same page in the other language, the heading. */
interface PageTop {
  lang: Locale;
  restaurant: PageRestaurant;
  /** The same page in the other language; null on a page a post drew (it has no address). */
  otherHref: string | null;
  heading: string;
}

/** A booking page at the restaurant: its document, its top, then its content. */
export function renderStepPage(top: PageTop, content: ReactNode): string {
  const t = bookingTexts[top.lang];
  return renderPage(
    top.lang,
    t.pageTitle(top.restaurant.name),
    <>
      <Header {...top} t={t} />
      <main className="wrap">{content}</main>
    </>,
  );
}

/** The page's top: back to the restaurant, the other language (the same page), the title. */
function Header({
  restaurant,
  lang,
  otherHref,
  heading,
  t,
}: {
  restaurant: PageRestaurant;
  lang: Locale;
  /** The same page in the other language; null on a page a post drew (it has no address). */
  otherHref: string | null;
  heading: string;
  t: BookingTexts;
}) {
  return (
    <header>
      <div className="wrap">
        <div className="bar">
          <a href={href(`/r/${encodeURIComponent(restaurant.publicId)}`, { lang })}>← {t.back}</a>
          {otherHref && (
            <a
              href={otherHref}
              lang={t.otherLanguage.lang}
              hrefLang={t.otherLanguage.lang}
              aria-label={t.otherLanguage.name}
            >
              {t.otherLanguage.label}
            </a>
          )}
        </div>
        <div className="top">
          <h1>{heading}</h1>
          <p className="where">{restaurant.name}</p>
        </div>
      </div>
    </header>
  );
}

export function Notice({
  notice,
  error,
  lang,
  t,
}: {
  notice: BookingNotice | null;
  error: ErrorCode | null;
  lang: Locale;
  t: BookingTexts;
}) {
  if (error) {
    return (
      <p className="notice error" role="alert">
        {errorText(error, lang)}
      </p>
    );
  }
  if (!notice) return null;
  return (
    <p className={`notice ${notice === 'codeSent' ? 'ok' : 'error'}`} role={notice === 'codeSent' ? 'status' : 'alert'}>
      {t.notices[notice]}
    </p>
  );
}

/** The slot chosen, its party and offer, with the way back to the day's times. */
export function ChoiceCard({
  restaurant,
  choice,
  lang,
  t,
}: {
  restaurant: PageRestaurant;
  choice: Choice;
  lang: Locale;
  t: BookingTexts;
}) {
  return (
    <section className="card" aria-labelledby="choice-h">
      <h2 id="choice-h">{t.yourChoice}</h2>
      <FactList
        facts={[
          { label: t.whenLabel, value: t.dateAtTime(longDate(choice.date, t), choice.time), wide: true },
          { label: t.coversLabel, value: t.covers(choice.covers) },
          {
            label: t.offerLabel,
            value: choice.offer ? t.offerWords(choice.offer.percent, choice.offer.applies_to) : t.noOffer,
          },
        ]}
      />
      <p className="more">
        <a href={href(bookPath(BOOK_ROUTE, restaurant.publicId), { covers: choice.covers, date: choice.date, lang })}>
          {t.changeChoice}
        </a>
      </p>
    </section>
  );
}

/** What each step's form posts besides its fields: the memory of the steps so far, the page's language. */
export function StepFields({ state, lang }: { state: string; lang: Locale }) {
  return (
    <>
      <input type="hidden" name="state" value={state} />
      <input type="hidden" name="lang" value={lang} />
    </>
  );
}

/** A field's error under it, tied to the field for screen readers. */
export function FieldError({ id, code, lang }: { id: string; code: ErrorCode | undefined; lang: Locale }) {
  if (!code) return null;
  return (
    <span className="hint" id={id}>
      <strong>{errorText(code, lang)}</strong>
    </span>
  );
}

/** A booking's facts as its guest sees them once it is placed. */
export function BookedFacts({ booking, t }: { booking: TCustomerBooking; t: BookingTexts }) {
  return (
    <FactList
      facts={[
        { label: t.restaurantLabel, value: booking.restaurant_name, wide: true },
        { label: t.whenLabel, value: t.dateAtTime(longDate(booking.date, t), booking.time), wide: true },
        { label: t.coversLabel, value: t.covers(booking.covers) },
        { label: t.referenceLabel, value: booking.reference },
        {
          label: t.offerLabel,
          value: booking.offer ? t.offerWords(booking.offer.percent, booking.offer.applies_to) : t.noOffer,
          wide: true,
        },
      ]}
    />
  );
}
