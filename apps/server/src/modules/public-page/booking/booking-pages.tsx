import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  COUNTRIES,
  type ErrorCode,
  formatPrice,
  type Locale,
  messageFor,
  type TCustomerBooking,
  type TSlotOffer,
} from '@portal/contract';
import { displayPhone, FactList } from '../../../core/guest-page.js';
import { instantInWords } from '../../../core/paris-time.js';
import { BOOKING_PAGE_CSS } from './booking-style.js';
import { BOOK_ROUTE, bookPath, CODE_ROUTE, DETAILS_ROUTE, DONE_ROUTE, href, longDate } from './booking-format.js';
import { BookingForm, type FreeSlot, SlotLinks } from './booking-section.js';
import { type BookingNotice, type BookingTexts, bookingTexts } from './booking-texts.js';

/** The guest's card step (the payments module's page), opened by the booking's manage token. */
const CARD_PAGE_ROUTE = '/booking/card';
/** The guest's manage page (reservations'), opened by the same token. */
const MANAGE_PAGE_ROUTE = '/booking/manage';

const doctype = (markup: string) => `<!DOCTYPE html>${markup}`;
const errorText = (code: ErrorCode, lang: Locale) => messageFor(code)[lang];

/** The restaurant the pages are about. */
export interface PageRestaurant {
  publicId: string;
  name: string;
}

function Document({ lang, title, children }: { lang: Locale; title: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content="#b5452a" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <style dangerouslySetInnerHTML={{ __html: BOOKING_PAGE_CSS }} />
      </head>
      <body>{children}</body>
    </html>
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

function Notice({
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

/* ---------- the day's free times ---------- */

export interface SlotsPageView {
  lang: Locale;
  restaurant: PageRestaurant;
  today: string;
  covers: number;
  date: string;
  maxParty: number;
  /** The day's free times; null when they could not be listed (the error says why). */
  slots: FreeSlot[] | null;
  /** Later days with free times, when this one has none. */
  otherDays: string[];
  error: ErrorCode | null;
  notice: BookingNotice | null;
}

export function renderSlotsPage(view: SlotsPageView): string {
  const { lang, restaurant } = view;
  const t = bookingTexts[lang];
  const path = bookPath(BOOK_ROUTE, restaurant.publicId);
  const day = longDate(view.date, t);
  return doctype(
    renderToStaticMarkup(
      <Document lang={lang} title={t.pageTitle(restaurant.name)}>
        <Header
          restaurant={restaurant}
          lang={lang}
          otherHref={href(path, { covers: view.covers, date: view.date, lang: t.otherLanguage.lang })}
          heading={t.bookHeading}
          t={t}
        />
        <main className="wrap">
          <Notice notice={view.notice} error={view.error} lang={lang} t={t} />
          {view.error !== 'RESERVATIONS_CLOSED' && (
            <section className="card book" aria-label={t.sectionHeading}>
              <BookingForm
                publicId={restaurant.publicId}
                lang={lang}
                covers={view.covers}
                date={view.date}
                today={view.today}
                maxParty={view.maxParty}
                t={t}
              />
            </section>
          )}
          {view.slots && (
            <section className="card book" aria-labelledby="slots-h">
              <h2 id="slots-h">{t.slotsHeading(day, t.covers(view.covers))}</h2>
              {view.slots.length > 0 ? (
                <>
                  <p className="hint" id="choose">
                    {t.chooseTime}
                  </p>
                  <SlotLinks
                    publicId={restaurant.publicId}
                    date={view.date}
                    covers={view.covers}
                    slots={view.slots}
                    lang={lang}
                    labelledBy="slots-h"
                    t={t}
                  />
                </>
              ) : (
                <>
                  <p>{t.noSlots(day, t.covers(view.covers))}</p>
                  <h3 className="free-h" id="other-h">
                    {t.otherDays}
                  </h3>
                  {view.otherDays.length > 0 ? (
                    <ul className="times" aria-labelledby="other-h">
                      {view.otherDays.map((date) => (
                        <li key={date}>
                          <a href={href(path, { covers: view.covers, date, lang })}>{longDate(date, t, false)}</a>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p>{t.noOtherDays}</p>
                  )}
                </>
              )}
            </section>
          )}
        </main>
      </Document>,
    ),
  );
}

/* ---------- the choice, then the guest's details and code ---------- */

export interface Choice {
  date: string;
  time: string;
  covers: number;
  offer: TSlotOffer | null;
}

function ChoiceCard({
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

/** A field's error under it, tied to the field for screen readers. */
function FieldError({ id, code, lang }: { id: string; code: ErrorCode | undefined; lang: Locale }) {
  if (!code) return null;
  return (
    <span className="hint" id={id}>
      <strong>{errorText(code, lang)}</strong>
    </span>
  );
}

export interface DetailsPageView {
  lang: Locale;
  restaurant: PageRestaurant;
  choice: Choice;
  /** The signed memory of the choice. */
  state: string;
  values: { first_name: string; country_code: string; mobileno: string; note: string };
  errors: Partial<Record<'first_name' | 'country_code' | 'mobileno' | 'note', ErrorCode>>;
  error: ErrorCode | null;
  notice: BookingNotice | null;
  /** The same page in the other language (a GET drew it), or null (a post drew it). */
  otherHref: string | null;
}

export function renderDetailsPage(view: DetailsPageView): string {
  const { lang, restaurant, values, errors } = view;
  const t = bookingTexts[lang];
  const described = (name: keyof DetailsPageView['errors'], hint?: string) =>
    [hint, errors[name] ? `${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const dial = values.country_code.startsWith('+') ? values.country_code : `+${values.country_code || '33'}`;
  return doctype(
    renderToStaticMarkup(
      <Document lang={lang} title={t.pageTitle(restaurant.name)}>
        <Header restaurant={restaurant} lang={lang} otherHref={view.otherHref} heading={t.bookHeading} t={t} />
        <main className="wrap">
          <Notice notice={view.notice} error={view.error} lang={lang} t={t} />
          <ChoiceCard restaurant={restaurant} choice={view.choice} lang={lang} t={t} />
          <section className="card book" aria-labelledby="details-h">
            <h2 id="details-h">{t.detailsHeading}</h2>
            <form className="stack" method="post" action={bookPath(DETAILS_ROUTE, restaurant.publicId)} noValidate>
              <input type="hidden" name="state" value={view.state} />
              <input type="hidden" name="lang" value={lang} />
              <div className="field">
                <label htmlFor="first_name">{t.firstNameLabel}</label>
                <input
                  id="first_name"
                  name="first_name"
                  autoComplete="given-name"
                  maxLength={100}
                  defaultValue={values.first_name}
                  required
                  aria-invalid={errors.first_name ? true : undefined}
                  aria-describedby={described('first_name')}
                />
                <FieldError id="first_name-error" code={errors.first_name} lang={lang} />
              </div>
              <fieldset className="field">
                <legend className="label">{t.phoneLabel}</legend>
                <div className="phone">
                  <div className="field">
                    <label htmlFor="country_code" className="hint">
                      {t.countryLabel}
                    </label>
                    <select id="country_code" name="country_code" defaultValue={dial} autoComplete="tel-country-code">
                      {COUNTRIES.filter(
                        (country, index) => COUNTRIES.findIndex((c) => c.dial_code === country.dial_code) === index,
                      ).map((country) => (
                        <option key={country.code} value={country.dial_code}>
                          {`${lang === 'fr' ? country.fr_name : country.name} ${country.dial_code}`}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor="mobileno" className="hint">
                      {t.phoneLabel}
                    </label>
                    <input
                      id="mobileno"
                      name="mobileno"
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel-national"
                      maxLength={20}
                      defaultValue={values.mobileno}
                      required
                      aria-invalid={errors.mobileno ? true : undefined}
                      aria-describedby={described('mobileno', 'phone-hint')}
                    />
                  </div>
                </div>
                <span className="hint" id="phone-hint">
                  {t.phoneHint}
                </span>
                <FieldError id="mobileno-error" code={errors.mobileno ?? errors.country_code} lang={lang} />
              </fieldset>
              <div className="field">
                <label htmlFor="note">
                  {t.noteLabel} <span className="hint">{t.optional}</span>
                </label>
                <textarea
                  id="note"
                  name="note"
                  rows={3}
                  maxLength={500}
                  defaultValue={values.note}
                  aria-invalid={errors.note ? true : undefined}
                  aria-describedby={described('note')}
                />
                <FieldError id="note-error" code={errors.note} lang={lang} />
              </div>
              <p className="hint">{t.consent}</p>
              <button type="submit">{t.sendCode}</button>
            </form>
          </section>
        </main>
      </Document>,
    ),
  );
}

export interface CodePageView {
  lang: Locale;
  restaurant: PageRestaurant;
  choice: Choice;
  state: string;
  phone: { country_code: string; mobileno: string; international: string };
  error: ErrorCode | null;
  notice: BookingNotice | null;
  /** The details form again, with the choice, for another number. */
  detailsHref: string;
}

export function renderCodePage(view: CodePageView): string {
  const { lang, restaurant } = view;
  const t = bookingTexts[lang];
  return doctype(
    renderToStaticMarkup(
      <Document lang={lang} title={t.pageTitle(restaurant.name)}>
        <Header restaurant={restaurant} lang={lang} otherHref={null} heading={t.bookHeading} t={t} />
        <main className="wrap">
          <Notice notice={view.notice} error={view.error} lang={lang} t={t} />
          <ChoiceCard restaurant={restaurant} choice={view.choice} lang={lang} t={t} />
          <section className="card book" aria-labelledby="code-h">
            <h2 id="code-h">{t.codeHeading}</h2>
            <p>{t.codeSentTo(displayPhone(view.phone.international))}</p>
            <form className="stack" method="post" action={bookPath(CODE_ROUTE, restaurant.publicId)} noValidate>
              <input type="hidden" name="state" value={view.state} />
              <input type="hidden" name="lang" value={lang} />
              <input type="hidden" name="country_code" value={view.phone.country_code} />
              <input type="hidden" name="mobileno" value={view.phone.mobileno} />
              <div className="field">
                <label htmlFor="otp">{t.codeLabel}</label>
                <input
                  id="otp"
                  name="otp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  maxLength={6}
                  required
                  aria-invalid={view.error === 'INVALID_OTP' ? true : undefined}
                  aria-describedby="otp-hint"
                />
                <span className="hint" id="otp-hint">
                  {t.codeHint}
                </span>
              </div>
              <button type="submit">{t.confirm}</button>
            </form>
            <p className="more">
              <a href={view.detailsHref}>{t.otherPhone}</a>
            </p>
          </section>
        </main>
      </Document>,
    ),
  );
}

/* ---------- after the booking ---------- */

function BookedFacts({ booking, t }: { booking: TCustomerBooking; t: BookingTexts }) {
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
  return doctype(
    renderToStaticMarkup(
      <Document lang={lang} title={t.pageTitle(restaurant.name)}>
        <Header
          restaurant={restaurant}
          lang={lang}
          otherHref={href(bookPath('/r/:public_id/book/guarantee', restaurant.publicId), {
            token: view.token,
            lang: t.otherLanguage.lang,
          })}
          heading={t.guaranteeHeading}
          t={t}
        />
        <main className="wrap">
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
        </main>
      </Document>,
    ),
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
  return doctype(
    renderToStaticMarkup(
      <Document lang={lang} title={t.pageTitle(restaurant.name)}>
        <Header
          restaurant={restaurant}
          lang={lang}
          otherHref={href(bookPath(DONE_ROUTE, restaurant.publicId), { token, lang: t.otherLanguage.lang })}
          heading={t.doneHeading[state]}
          t={t}
        />
        <main className="wrap">
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
        </main>
      </Document>,
    ),
  );
}

/** A booking link that opens nothing (altered, of another restaurant, or its meal over). */
export function renderInvalidLinkPage(lang: Locale): string {
  const t = bookingTexts[lang];
  return doctype(
    renderToStaticMarkup(
      <Document lang={lang} title={t.invalidLink.title}>
        <main className="lost">
          <h1>{t.invalidLink.heading}</h1>
          <p>{t.invalidLink.text}</p>
        </main>
      </Document>,
    ),
  );
}
