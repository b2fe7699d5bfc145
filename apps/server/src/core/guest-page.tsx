import type { ReactNode } from 'react';
import { calendarDateInWords, formatPrice, type Locale, type TCustomerBooking } from '@portal/contract';
import type { BookingLinkTexts } from './guest-page-texts.js';

/*
 * What the pages drawn for guests share (the restaurant's page, booking, managing a booking,
 * the card step): the HTML document, the link to the other language, how a phone number reads,
 * and the list of a booking's facts.
 */

/**
 * The HTML document around a guest page: language, title, phone viewport, the page's inline
 * stylesheet and deferred scripts. Only a page meant for search engines is `indexable`.
 */
export function GuestDocument({
  lang,
  title,
  description,
  indexable = false,
  css,
  scripts = [],
  children,
}: {
  lang: Locale;
  title: string;
  description?: string;
  indexable?: boolean;
  css: string;
  scripts?: readonly string[];
  children: ReactNode;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description !== undefined && <meta name="description" content={description} />}
        {!indexable && <meta name="robots" content="noindex" />}
        <meta name="theme-color" content="#b5452a" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
        {scripts.map((src) => (
          <script key={src} src={src} defer />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * The link to the same page in the other language, in that language's own words; `before` goes
 * at the other end of the bar (a way back).
 */
export function LanguageBar({
  href,
  other,
  before,
}: {
  href: string;
  other: { label: string; lang: Locale; name: string };
  before?: ReactNode;
}) {
  return (
    <div className="bar">
      {before}
      <a href={href} lang={other.lang} hrefLang={other.lang} aria-label={other.name}>
        {other.label}
      </a>
    </div>
  );
}

/** The restaurant's public page in a language (French has no `lang` in its address). */
export function restaurantPageHref(publicId: string, lang: Locale): string {
  return lang === 'en' ? `/r/${publicId}?lang=en` : `/r/${publicId}`;
}

/** One fact of a booking: its label and value; a wide one takes the whole row of the grid. */
export interface Fact {
  label: string;
  value: ReactNode;
  wide?: boolean;
}

/** A booking's facts as a description list (each page's style lays `.facts` out as a grid). */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="facts">
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? 'wide' : undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The top of a page a booking's link opens: the way back to the restaurant's page (when given),
 * the other language, then the page's heading and the restaurant when given.
 */
export function BookingLinkHeader({
  languageHref,
  t,
  heading,
  restaurant,
  restaurantHref,
}: {
  languageHref: string;
  t: BookingLinkTexts;
  heading?: string;
  restaurant?: string;
  /** The restaurant's public page (`restaurantPageHref`). */
  restaurantHref?: string;
}) {
  const back = restaurantHref ? (
    <a className="back" href={restaurantHref}>
      <span aria-hidden="true">← </span>
      {t.restaurantPage}
    </a>
  ) : undefined;
  return (
    <header>
      <div className="wrap">
        <LanguageBar href={languageHref} other={t.otherLanguage} before={back} />
        {heading !== undefined && (
          <div className="top">
            <h1>{heading}</h1>
            {restaurant ? <p className="where">{t.atRestaurant(restaurant)}</p> : null}
          </div>
        )}
      </div>
    </header>
  );
}

type Charge = NonNullable<TCustomerBooking['guarantee_detail']>['charges'][number];

/** A booking's charges, each with its refunds, with the restaurant's reasons (what its drawer lists). */
export function ChargeList({ charges, t, lang }: { charges: readonly Charge[]; t: BookingLinkTexts; lang: Locale }) {
  return (
    <ul className="charges">
      {charges.map((charge) => (
        <li key={charge.id}>
          {t.chargeLine(formatPrice(charge.amount_cents, lang), charge.status, charge.reason)}
          {charge.refunds.map((refund) => (
            <p key={refund.id}>{t.refundLine(formatPrice(refund.amount_cents, lang), refund.reason)}</p>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * The card of a booking's facts on a page its link opens: its day, time and party, then the
 * page's own facts (`more`), then what the page adds below them.
 */
export function BookingDetails({
  booking,
  t,
  more,
  children,
}: {
  booking: TCustomerBooking;
  t: BookingLinkTexts;
  more: readonly Fact[];
  children?: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby="details">
      <h2 id="details">{t.detailsLabel}</h2>
      <FactList
        facts={[
          { label: t.dateLabel, value: calendarDateInWords(booking.date, t.intlLocale), wide: true },
          { label: t.timeLabel, value: booking.time },
          { label: t.coversLabel, value: t.covers(booking.covers) },
          ...more,
        ]}
      />
      {children}
    </section>
  );
}
