import { renderToStaticMarkup } from 'react-dom/server';
import {
  type BookingStatus,
  type ErrorCode,
  type Locale,
  MAX_PARTY,
  formatPrice,
  guestPhone,
  messageFor,
  type TCustomerBooking,
} from '@portal/contract';
import {
  BookingDetails,
  BookingLinkHeader,
  ChargeList,
  FactList,
  GuestDocument,
  restaurantPageHref,
} from '../../../core/guest-page.js';
import { shortDay } from '../../../core/day-options.js';
import { calendarDateInWords, instantInWords } from '../../../core/paris-time.js';
import { MANAGE_PAGE_CSS } from './manage-page-style.js';
import { type ManageNotice, type ManagePageTexts, managePageTexts } from './manage-page-texts.js';
import { ProposalAnswer } from './proposal-answer.js';

export { MANAGE_ANSWER_ROUTE } from './proposal-answer.js';

/** The address of the page the booking's messages link to (manage-link.ts). */
export const MANAGE_PAGE_ROUTE = '/booking/manage';
export const MANAGE_CANCEL_ROUTE = '/booking/manage/cancel';
export const MANAGE_MODIFY_ROUTE = '/booking/manage/modify';

/** The guest's card step (the payments module's page), opened by the same token. */
const CARD_PAGE_ROUTE = '/booking/card';

/** The statuses a guest may still cancel or move (the reservations service says the same). */
const CHANGEABLE: readonly BookingStatus[] = ['awaiting_guarantee', 'pending', 'confirmed'];

/** One time of the day offered in the change form. */
export interface OfferedTime {
  time: string;
  /** False: full (or no table for the party): choosing it sends a request to the restaurant. */
  available: boolean;
}

/** Everything the page shows, read before it is drawn. */
export interface ManagePageView {
  lang: Locale;
  token: string;
  booking: TCustomerBooking;
  now: number;
  notice: ManageNotice | null;
  error: ErrorCode | null;
  confirmCancel: boolean;
  change: {
    /** Paris date the page is drawn on, and the days the guest may move to (the date's list). */
    today: string;
    days: string[];
    date: string;
    covers: number;
    time: string;
    /** The day's times for the party; null when they could not be listed (a time field then). */
    times: OfferedTime[] | null;
    /** Why the times could not be listed, when the restaurant said so. */
    timesError: ErrorCode | null;
  };
}

const doctype = (markup: string) => `<!DOCTYPE html>${markup}`;

/** A calendar date in words in the page's language (see calendarDateInWords). */
function longDate(date: string, t: ManagePageTexts, withYear = true): string {
  return calendarDateInWords(date, t.intlLocale, withYear);
}

/**
 * The page's address with its token, in `lang` (always named: without it the page speaks the
 * booking's language, which the guest may have switched from), with more of the query when given.
 */
export function managePageHref(token: string, lang: Locale, more: Record<string, string> = {}): string {
  const query = new URLSearchParams({ token, lang, ...more });
  return `${MANAGE_PAGE_ROUTE}?${query.toString()}`;
}

function Hidden({ token, lang }: { token: string; lang: Locale }) {
  return (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="lang" value={lang} />
    </>
  );
}

/** The guest's page of one booking, complete without any script. */
export function renderManagePage(view: ManagePageView): string {
  return doctype(renderToStaticMarkup(<ManagePage view={view} />));
}

/** The page of a link that opens nothing (altered, of a booking gone, or past the meal). */
export function renderInvalidLinkPage(lang: Locale, token: string): string {
  const t = managePageTexts[lang];
  const other = t.otherLanguage.lang;
  const href = `${MANAGE_PAGE_ROUTE}?${new URLSearchParams({ ...(token ? { token } : {}), lang: other }).toString()}`;
  return doctype(
    renderToStaticMarkup(
      <GuestDocument lang={lang} title={t.invalid.title} css={MANAGE_PAGE_CSS}>
        <BookingLinkHeader languageHref={href} t={t} />
        <main className="lost">
          <h1>{t.invalid.heading}</h1>
          <p>{t.invalid.text}</p>
        </main>
      </GuestDocument>,
    ),
  );
}

function ManagePage({ view }: { view: ManagePageView }) {
  const { lang, token, booking, now } = view;
  const t = managePageTexts[lang];
  const status = booking.status;
  const changeable = CHANGEABLE.includes(status);
  const tooLate = now > booking.free_change_until;
  const waiting = booking.modification?.state === 'pending' ? booking.modification : null;
  return (
    <GuestDocument lang={lang} title={t.title(booking.restaurant_name)} css={MANAGE_PAGE_CSS}>
      <BookingLinkHeader
        languageHref={managePageHref(token, t.otherLanguage.lang)}
        t={t}
        heading={t.heading}
        restaurant={booking.restaurant_name}
        restaurantHref={booking.restaurant_id ? restaurantPageHref(booking.restaurant_id, lang) : undefined}
      />
      <main className="wrap">
        {view.notice && (
          <p
            className={`notice ${view.notice === 'requested' ? 'wait' : view.notice === 'elsewhere' ? 'error' : 'ok'}`}
            role="status"
          >
            {t.notices[view.notice]}
          </p>
        )}
        {view.error && (
          <p className="notice error" role="alert">
            {messageFor(view.error)[lang]}
          </p>
        )}
        <BookingDetails
          booking={booking}
          t={t}
          more={[
            { label: t.statusLabel, value: <span className={`badge b-${status}`}>{t.status(status)}</span> },
            { label: t.referenceLabel, value: booking.reference },
          ]}
        >
          {changeable && !tooLate && (
            <p className="free">{t.freeUntil(instantInWords(booking.free_change_until, t, false))}</p>
          )}
        </BookingDetails>
        {/* The restaurant's proposal waits for the guest: right under the booking it would change. */}
        {changeable && booking.proposal && (
          <ProposalAnswer proposal={booking.proposal} token={token} lang={lang} t={t} />
        )}
        <Guarantee view={view} t={t} />
        <Restaurant booking={booking} t={t} />
        {changeable && waiting && (
          <p className="notice wait">
            {t.waiting(longDate(waiting.date, t, false), waiting.time, t.covers(waiting.covers))}
          </p>
        )}
        {!changeable ? (
          <section className="card" aria-labelledby="closed">
            <h2 id="closed">{t.closedHeading}</h2>
            <p>{t.closed}</p>
          </section>
        ) : tooLate ? (
          <TooLate booking={booking} t={t} />
        ) : (
          <div className="actions">
            {view.confirmCancel ? <ConfirmCancel view={view} t={t} /> : <Cancel view={view} t={t} />}
            <Change view={view} t={t} />
          </div>
        )}
      </main>
    </GuestDocument>
  );
}

/**
 * The card guarantee: a link to the card step while the booking waits for the card, then the card,
 * and every charge and refund with the restaurant's reason (what the restaurant's drawer shows).
 */
function Guarantee({ view, t }: { view: ManagePageView; t: ManagePageTexts }) {
  const { booking, lang, token } = view;
  const detail = booking.guarantee_detail;
  if (booking.status === 'awaiting_guarantee') {
    return (
      <section className="card confirm" aria-labelledby="guarantee">
        <h2 id="guarantee">{t.guarantee.heading}</h2>
        <p>{t.guarantee.awaiting}</p>
        <a className="button" href={`${CARD_PAGE_ROUTE}?${new URLSearchParams({ token, lang }).toString()}`}>
          {t.guarantee.cardLink}
        </a>
      </section>
    );
  }
  if (!detail || detail.state === 'awaiting_card') return null;
  const price = (cents: number) => formatPrice(cents, lang);
  return (
    <section className="card" aria-labelledby="guarantee">
      <h2 id="guarantee">{t.guarantee.heading}</h2>
      <p>
        {t.guarantee.card(
          detail.brand === 'mastercard' ? 'Mastercard' : 'Visa',
          detail.last4,
          price(detail.per_cover_cents),
        )}
      </p>
      {detail.charges.length > 0 && <ChargeList charges={detail.charges} t={t} lang={lang} />}
    </section>
  );
}

/** Where the restaurant is and how to call it. */
function Restaurant({ booking, t }: { booking: TCustomerBooking; t: ManagePageTexts }) {
  const facts = [
    ...(booking.restaurant_address
      ? [{ label: t.restaurant.addressLabel, value: <address>{booking.restaurant_address}</address>, wide: true }]
      : []),
    ...(booking.restaurant_phone
      ? [
          {
            label: t.restaurant.phoneLabel,
            value: (
              <a className="call" href={`tel:${booking.restaurant_phone}`}>
                {guestPhone(booking.restaurant_phone)}
              </a>
            ),
          },
        ]
      : []),
  ];
  if (facts.length === 0) return null;
  return (
    <section className="card" aria-labelledby="restaurant">
      <h2 id="restaurant">{booking.restaurant_name || t.restaurant.heading}</h2>
      <FactList facts={facts} />
    </section>
  );
}

function TooLate({ booking, t }: { booking: TCustomerBooking; t: ManagePageTexts }) {
  return (
    <section className="card" aria-labelledby="late">
      <h2 id="late">{t.tooLateHeading}</h2>
      <p>{t.tooLate}</p>
      {booking.restaurant_phone ? (
        <a className="button tel" href={`tel:${booking.restaurant_phone}`}>
          {/* The number stays on one line: a phone broken over two reads as two numbers. */}
          {t.callLabel(guestPhone(booking.restaurant_phone).replace(/ /g, '\u00a0'))}
        </a>
      ) : (
        <p>{t.noPhone}</p>
      )}
    </section>
  );
}

function Cancel({ view, t }: { view: ManagePageView; t: ManagePageTexts }) {
  return (
    <section className="card" aria-labelledby="cancel">
      <h2 id="cancel">{t.cancelHeading}</h2>
      <p>{t.cancelText}</p>
      <a className="button second" href={`${managePageHref(view.token, view.lang, { step: 'cancel' })}#confirm`}>
        {t.cancelButton}
      </a>
    </section>
  );
}

function ConfirmCancel({ view, t }: { view: ManagePageView; t: ManagePageTexts }) {
  return (
    <section className="card confirm" id="confirm" aria-labelledby="confirm-h">
      <h2 id="confirm-h">{t.confirmHeading}</h2>
      <p>{t.confirmText}</p>
      <form method="post" action={MANAGE_CANCEL_ROUTE} className="row">
        <Hidden token={view.token} lang={view.lang} />
        <button type="submit" className="danger">
          {t.confirmButton}
        </button>
        <a className="button second" href={managePageHref(view.token, view.lang)}>
          {t.keepButton}
        </a>
      </form>
    </section>
  );
}

function Change({ view, t }: { view: ManagePageView; t: ManagePageTexts }) {
  const { change, booking } = view;
  const times = change.times;
  const sameDay = change.date === booking.date;
  return (
    <section className="card" id="change" aria-labelledby="change-h">
      <h2 id="change-h">{t.changeHeading}</h2>
      <p>{t.changeText}</p>
      <form method="post" action={MANAGE_MODIFY_ROUTE}>
        <Hidden token={view.token} lang={view.lang} />
        <div className="field">
          <label htmlFor="date">{t.newDateLabel}</label>
          <select id="date" name="date" required defaultValue={change.date}>
            {change.days.map((day) => (
              <option key={day} value={day}>
                {shortDay(day, change.today, t.intlLocale)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="covers">{t.newCoversLabel}</label>
          <input
            id="covers"
            name="covers"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PARTY}
            required
            defaultValue={change.covers}
          />
        </div>
        {/* Draws the page again for the date and party chosen: the day's times in the list below. */}
        <p className="row">
          <button
            type="submit"
            className="second"
            formAction={`${MANAGE_PAGE_ROUTE}#change`}
            formMethod="get"
            formNoValidate
          >
            {t.seeTimes}
          </button>
        </p>
        {change.timesError && (
          <p className="notice error" role="alert">
            {messageFor(change.timesError)[view.lang]}
          </p>
        )}
        {times && times.length > 0 ? (
          <div className="field">
            <label htmlFor="time">{t.newTimeLabel}</label>
            <select id="time" name="time" required defaultValue={change.time}>
              {times.map((slot) => {
                const current = sameDay && slot.time === booking.time && change.covers === booking.covers;
                const note = current ? t.currentTime : slot.available ? '' : t.onRequest;
                return (
                  <option key={slot.time} value={slot.time}>
                    {note ? `${slot.time} (${note})` : slot.time}
                  </option>
                );
              })}
            </select>
          </div>
        ) : (
          <div className="field">
            {times && <p className="hint">{t.noTimes}</p>}
            <label htmlFor="time">{t.newTimeLabel}</label>
            <input
              id="time"
              name="time"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="HH:MM"
              maxLength={5}
              pattern="([01][0-9]|2[0-3]):[0-5][0-9]"
              required
              defaultValue={change.time}
              aria-describedby="time-hint"
            />
            <span className="hint" id="time-hint">
              {t.timeHint}
            </span>
          </div>
        )}
        <button type="submit">{t.changeButton}</button>
      </form>
    </section>
  );
}
