import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type Locale, type TCustomerBooking, formatPrice } from '@portal/contract';
import { FactList } from '../../../core/guest-page.js';
import { calendarDateInWords, instantInWords } from '../../../core/paris-time.js';
import { CARD_FORM_SCRIPT_VERSION } from './card-form-script.js';
import { CARD_PAGE_CSS } from './card-page-style.js';
import { type CardNotice, type CardPageTexts, cardPageTexts } from './card-page-texts.js';

/** The guest's card step (the manage link's token opens it) and the on-session payment page. */
export const CARD_PAGE_ROUTE = '/booking/card';
export const PAY_PAGE_ROUTE = '/booking/pay';
/** The page's own call: the guarantee confirmed by the booking's token once the provider holds the card. */
export const CARD_CONFIRM_ROUTE = '/booking/card/confirm';
export const CARD_SCRIPT_ROUTE = '/booking/card-form.js';
/** The guest's manage page (reservations' own), linked back to. */
const MANAGE_PAGE_ROUTE = '/booking/manage';
const STRIPE_JS = 'https://js.stripe.com/v3/';

export interface ProviderSide {
  provider: 'stripe' | 'simulated';
  /** Stripe's publishable key ('' for the simulated provider). */
  publishableKey: string;
}

/** Everything the card page shows, read before it is drawn. */
export interface CardPageView extends ProviderSide {
  lang: Locale;
  token: string;
  booking: TCustomerBooking;
  /** The imprint per cover as it was when booked. */
  perCoverCents: number;
  /** The SetupIntent the form completes; null when the booking waits for no card. */
  setup: { intentId: string; clientSecret: string } | null;
  /** The card on file, once saved. */
  card: { brand: string; last4: string } | null;
  notice: CardNotice | null;
  /**
   * Where the card saved leads (a booking made on the restaurant's page returns to its
   * confirmation there); absent: this page again, with its notice.
   */
  donePage?: string | undefined;
}

/** Everything the payment page shows. */
export interface PayPageView extends ProviderSide {
  lang: Locale;
  token: string;
  booking: TCustomerBooking;
  /** The charge waiting for the guest's authentication; null when none waits. */
  payment: { intentId: string; clientSecret: string; amountCents: number; reason: string } | null;
  notice: CardNotice | null;
}

const doctype = (markup: string) => `<!DOCTYPE html>${markup}`;

function longDate(date: string, t: CardPageTexts): string {
  return calendarDateInWords(date, t.intlLocale);
}

const brandName = (brand: string) => (brand === 'mastercard' ? 'Mastercard' : brand === 'visa' ? 'Visa' : brand);

export function pageHref(route: string, token: string, lang: Locale, more: Record<string, string> = {}): string {
  return `${route}?${new URLSearchParams({ token, lang, ...more }).toString()}`;
}

function Document({
  lang,
  title,
  scripts,
  children,
}: {
  lang: Locale;
  title: string;
  scripts: string[];
  children: ReactNode;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content="#b5452a" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <style dangerouslySetInnerHTML={{ __html: CARD_PAGE_CSS }} />
        {scripts.map((src) => (
          <script key={src} src={src} defer />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

function Header({
  href,
  t,
  heading,
  restaurant,
}: {
  href: string;
  t: CardPageTexts;
  heading: string;
  restaurant?: string;
}) {
  const other = t.otherLanguage;
  return (
    <header>
      <div className="wrap">
        <div className="bar">
          <a href={href} lang={other.lang} hrefLang={other.lang} aria-label={other.name}>
            {other.label}
          </a>
        </div>
        <div className="top">
          <h1>{heading}</h1>
          {restaurant ? <p className="where">{t.atRestaurant(restaurant)}</p> : null}
        </div>
      </div>
    </header>
  );
}

function BookingFacts({ booking, t, children }: { booking: TCustomerBooking; t: CardPageTexts; children?: ReactNode }) {
  return (
    <section className="card" aria-labelledby="details">
      <h2 id="details">{t.detailsLabel}</h2>
      <FactList
        facts={[
          { label: t.dateLabel, value: longDate(booking.date, t), wide: true },
          { label: t.timeLabel, value: booking.time },
          { label: t.coversLabel, value: t.covers(booking.covers) },
          { label: t.referenceLabel, value: booking.reference, wide: true },
        ]}
      />
      {children}
    </section>
  );
}

/** The texts the script shows, in the page's language (the script itself holds none). */
function ScriptTexts({ t }: { t: CardPageTexts }) {
  const data: Record<string, string> = {
    'data-number': t.errors.number,
    'data-expiry': t.errors.expiry,
    'data-cvc': t.errors.cvc,
    'data-brand': t.errors.brand,
    'data-declined': t.errors.declined,
    'data-auth-denied': t.errors.authDenied,
    'data-failed': t.errors.failed,
    'data-pay-denied': t.payDenied,
    'data-saving': t.saving,
    'data-save': t.saveButton,
  };
  return <div id="card-texts" hidden {...data} />;
}

function NoticeLine({ notice, t }: { notice: CardNotice | null; t: CardPageTexts }) {
  if (!notice) return null;
  return (
    <p className={`notice ${notice === 'nojs' ? 'error' : 'ok'}`} role="status">
      {t.notices[notice]}
    </p>
  );
}

function scriptsFor(side: ProviderSide, needed: boolean): string[] {
  if (!needed) return [];
  const own = `/booking/card-form.js?v=${CARD_FORM_SCRIPT_VERSION}`;
  return side.provider === 'stripe' ? [STRIPE_JS, own] : [own];
}

/** The guest's card step, complete with its script; the booking's facts and the imprint first. */
export function renderCardPage(view: CardPageView): string {
  const { lang, token, booking, setup } = view;
  const t = cardPageTexts[lang];
  const total = view.perCoverCents * booking.covers;
  const manage = pageHref(MANAGE_PAGE_ROUTE, token, lang);
  return doctype(
    renderToStaticMarkup(
      <Document lang={lang} title={t.title(booking.restaurant_name)} scripts={scriptsFor(view, setup !== null)}>
        <Header
          href={pageHref(CARD_PAGE_ROUTE, token, t.otherLanguage.lang)}
          t={t}
          heading={t.heading}
          restaurant={booking.restaurant_name}
        />
        <main className="wrap">
          <NoticeLine notice={view.notice} t={t} />
          <BookingFacts booking={booking} t={t}>
            <p className="imprint" id="imprint">
              {t.imprint(
                formatPrice(view.perCoverCents, lang),
                booking.covers,
                formatPrice(total, lang),
                instantInWords(booking.free_change_until, t),
              )}
            </p>
            <p className="hint">{t.imprintWhy}</p>
          </BookingFacts>
          {setup ? (
            <CardForm view={view} setup={setup} t={t} />
          ) : (
            <section className="card" aria-labelledby="card-h">
              <h2 id="card-h">{t.cardHeading}</h2>
              <p>{view.card ? t.savedCard(brandName(view.card.brand), view.card.last4) : t.notAwaiting}</p>
              <a className="button second" href={manage}>
                {t.manageLink}
              </a>
            </section>
          )}
        </main>
      </Document>,
    ),
  );
}

function CardForm({
  view,
  setup,
  t,
}: {
  view: CardPageView;
  setup: { intentId: string; clientSecret: string };
  t: CardPageTexts;
}) {
  const stripe = view.provider === 'stripe';
  return (
    <section className="card" aria-labelledby="card-h">
      <h2 id="card-h">{t.cardHeading}</h2>
      <ScriptTexts t={t} />
      <p id="card-error" className="notice error" role="alert" tabIndex={-1} hidden />
      {/*
       * Without the script the form only draws the page again with a notice: the card fields have
       * no name, so nothing of the card can be sent.
       */}
      <form
        id="card-form"
        method="get"
        action={CARD_PAGE_ROUTE}
        noValidate
        data-token={view.token}
        data-lang={view.lang}
        data-provider={view.provider}
        data-key={view.publishableKey}
        data-intent={setup.intentId}
        data-secret={setup.clientSecret}
        data-page={view.donePage ?? CARD_PAGE_ROUTE}
      >
        <input type="hidden" name="token" value={view.token} />
        <input type="hidden" name="lang" value={view.lang} />
        <input type="hidden" name="msg" value="nojs" />
        {view.donePage && <input type="hidden" name="done" value={view.donePage} />}
        {stripe ? (
          <div id="stripe-card" className="stripe" />
        ) : (
          <>
            <p className="test">{t.testCardHint}</p>
            <div className="field">
              <label htmlFor="card-number">{t.numberLabel}</label>
              <input
                id="card-number"
                type="text"
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={23}
                spellCheck={false}
                required
              />
            </div>
            <div className="pair">
              <div className="field">
                <label htmlFor="card-expiry">{t.expiryLabel}</label>
                <input
                  id="card-expiry"
                  type="text"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  maxLength={7}
                  placeholder="MM/AA"
                  aria-describedby="expiry-hint"
                  required
                />
                <span className="hint" id="expiry-hint">
                  {t.expiryHint}
                </span>
              </div>
              <div className="field">
                <label htmlFor="card-cvc">{t.cvcLabel}</label>
                <input id="card-cvc" type="text" inputMode="numeric" autoComplete="cc-csc" maxLength={4} required />
              </div>
            </div>
          </>
        )}
        <button type="submit" id="card-submit">
          {t.saveButton}
        </button>
      </form>
      <div id="card-auth" hidden>
        <h3>{t.authHeading}</h3>
        <p>{t.authText}</p>
        <p className="row">
          <button type="button" id="auth-approve">
            {t.approveButton}
          </button>
          <button type="button" id="auth-deny" className="second">
            {t.denyButton}
          </button>
        </p>
      </div>
    </section>
  );
}

/** The on-session payment a bank asked for: the amount, the restaurant's reason, authenticate. */
export function renderPayPage(view: PayPageView): string {
  const { lang, token, booking, payment } = view;
  const t = cardPageTexts[lang];
  return doctype(
    renderToStaticMarkup(
      <Document lang={lang} title={t.title(booking.restaurant_name)} scripts={scriptsFor(view, payment !== null)}>
        <Header
          href={pageHref(PAY_PAGE_ROUTE, token, t.otherLanguage.lang)}
          t={t}
          heading={t.payHeading}
          restaurant={booking.restaurant_name}
        />
        <main className="wrap">
          <NoticeLine notice={view.notice} t={t} />
          <BookingFacts booking={booking} t={t} />
          <section className="card" aria-labelledby="pay-h">
            <h2 id="pay-h">{t.payHeading}</h2>
            {payment ? (
              <>
                <ScriptTexts t={t} />
                <p>{t.payText(formatPrice(payment.amountCents, lang), payment.reason)}</p>
                <p id="card-error" className="notice error" role="alert" tabIndex={-1} hidden />
                <div
                  id="pay-step"
                  data-token={token}
                  data-lang={lang}
                  data-provider={view.provider}
                  data-key={view.publishableKey}
                  data-intent={payment.intentId}
                  data-secret={payment.clientSecret}
                  data-page={PAY_PAGE_ROUTE}
                >
                  <p className="row">
                    <button type="button" id="pay-approve">
                      {t.payButton}
                    </button>
                    <button type="button" id="pay-deny" className="second">
                      {t.denyButton}
                    </button>
                  </p>
                </div>
              </>
            ) : (
              <>
                <p>{view.notice === 'paid' ? t.notices.paid : t.nothingToPay}</p>
              </>
            )}
          </section>
          <ChargeHistory booking={booking} t={t} lang={lang} />
        </main>
      </Document>,
    ),
  );
}

/** The charges and refunds of the booking, with the restaurant's reasons (what its drawer lists). */
function ChargeHistory({ booking, t, lang }: { booking: TCustomerBooking; t: CardPageTexts; lang: Locale }) {
  const charges = booking.guarantee_detail?.charges ?? [];
  if (charges.length === 0) return null;
  return (
    <section className="card wide-card" aria-labelledby="charges-h">
      <h2 id="charges-h">{t.chargesHeading}</h2>
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
    </section>
  );
}

/** The page of a link that opens nothing. */
export function renderInvalidCardLink(lang: Locale, route: string, token: string): string {
  const t = cardPageTexts[lang];
  const other = t.otherLanguage.lang;
  const href = `${route}?${new URLSearchParams({ ...(token ? { token } : {}), lang: other }).toString()}`;
  return doctype(
    renderToStaticMarkup(
      <Document lang={lang} title={t.invalid.title} scripts={[]}>
        <Header href={href} t={t} heading={t.invalid.heading} />
        <main className="lost">
          <p>{t.invalid.text}</p>
        </main>
      </Document>,
    ),
  );
}
