import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type Locale, type TCustomerBooking, formatPrice } from '@portal/contract';
import {
  BookingDetails,
  BookingLinkHeader,
  ChargeList,
  GuestDocument,
  restaurantPageHref,
} from '../../../core/guest-page.js';
import { instantInWords } from '../../../core/paris-time.js';
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
    <GuestDocument lang={lang} title={title} css={CARD_PAGE_CSS} scripts={scripts}>
      {children}
    </GuestDocument>
  );
}

/**
 * The card and payment pages around their content: the document (with the scripts when the page
 * has a step with the provider), the top, and the notice of the last step.
 */
function CardPageFrame({
  view,
  route,
  heading,
  withScripts,
  children,
}: {
  view: ProviderSide & { lang: Locale; token: string; booking: TCustomerBooking; notice: CardNotice | null };
  route: string;
  heading: string;
  withScripts: boolean;
  children: ReactNode;
}) {
  const { lang, token, booking } = view;
  const t = cardPageTexts[lang];
  return (
    <Document lang={lang} title={t.title(booking.restaurant_name)} scripts={scriptsFor(view, withScripts)}>
      <BookingLinkHeader
        languageHref={pageHref(route, token, t.otherLanguage.lang)}
        t={t}
        heading={heading}
        restaurant={booking.restaurant_name}
        restaurantHref={booking.restaurant_id ? restaurantPageHref(booking.restaurant_id, lang) : undefined}
      />
      <main className="wrap">
        <NoticeLine notice={view.notice} t={t} />
        {children}
      </main>
    </Document>
  );
}

function BookingFacts({ booking, t, children }: { booking: TCustomerBooking; t: CardPageTexts; children?: ReactNode }) {
  return (
    <BookingDetails booking={booking} t={t} more={[{ label: t.referenceLabel, value: booking.reference, wide: true }]}>
      {children}
    </BookingDetails>
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

/** What the page's script needs for a step with the provider: the intent, its secret, where to come back. */
function stepData(
  view: ProviderSide & { token: string; lang: Locale },
  intent: { intentId: string; clientSecret: string },
  page: string,
) {
  return {
    'data-token': view.token,
    'data-lang': view.lang,
    'data-provider': view.provider,
    'data-key': view.publishableKey,
    'data-intent': intent.intentId,
    'data-secret': intent.clientSecret,
    'data-page': page,
  };
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
      <CardPageFrame view={view} route={CARD_PAGE_ROUTE} heading={t.heading} withScripts={setup !== null}>
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
          <CardForm view={view} setup={setup} manage={manage} t={t} />
        ) : (
          <section className="card" aria-labelledby="card-h">
            <h2 id="card-h">{t.cardHeading}</h2>
            <p>{view.card ? t.savedCard(brandName(view.card.brand), view.card.last4) : t.notAwaiting}</p>
            <a className="button second" href={manage}>
              {t.manageLink}
            </a>
          </section>
        )}
      </CardPageFrame>,
    ),
  );
}

function CardForm({
  view,
  setup,
  manage,
  t,
}: {
  view: CardPageView;
  setup: { intentId: string; clientSecret: string };
  /** The booking's manage page, for a guest who leaves the card for later. */
  manage: string;
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
        {...stepData(view, setup, view.donePage ?? CARD_PAGE_ROUTE)}
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
                  placeholder={t.expiryPlaceholder}
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
      <p className="later">
        <a href={manage}>{t.manageLink}</a>
      </p>
    </section>
  );
}

/** The on-session payment a bank asked for: the amount, the restaurant's reason, authenticate. */
export function renderPayPage(view: PayPageView): string {
  const { lang, booking, payment } = view;
  const t = cardPageTexts[lang];
  return doctype(
    renderToStaticMarkup(
      <CardPageFrame view={view} route={PAY_PAGE_ROUTE} heading={t.payHeading} withScripts={payment !== null}>
        <BookingFacts booking={booking} t={t} />
        <section className="card" aria-labelledby="pay-h">
          <h2 id="pay-h">{t.payHeading}</h2>
          {payment ? (
            <>
              <ScriptTexts t={t} />
              <p>{t.payText(formatPrice(payment.amountCents, lang), payment.reason)}</p>
              <p id="card-error" className="notice error" role="alert" tabIndex={-1} hidden />
              <div id="pay-step" {...stepData(view, payment, PAY_PAGE_ROUTE)}>
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
      </CardPageFrame>,
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
      <ChargeList charges={charges} t={t} lang={lang} />
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
        <BookingLinkHeader languageHref={href} t={t} heading={t.invalid.heading} />
        <main className="lost">
          <p>{t.invalid.text}</p>
        </main>
      </Document>,
    ),
  );
}
