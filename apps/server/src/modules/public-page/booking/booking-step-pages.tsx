import { COUNTRIES, type ErrorCode, type Locale } from '@portal/contract';
import { guestPhone } from '@portal/contract';
import { BOOK_ROUTE, bookPath, CODE_ROUTE, DETAILS_ROUTE, href, longDate } from './booking-format.js';
import {
  type Choice,
  ChoiceCard,
  FieldError,
  Notice,
  type PageRestaurant,
  renderStepPage,
  StepFields,
} from './booking-page-parts.js';
import { BookingForm, type FreeSlot, SlotLinks } from './booking-section.js';
import { type BookingNotice, bookingTexts } from './booking-texts.js';
import type { NewsBoxes } from './booking-token.js';
import { WaitlistJoinForm } from './waitlist-join.js';

/* The steps of a booking from the restaurant's page: the day's free times, the guest's details, the code. */

export interface SlotsPageView {
  lang: Locale;
  restaurant: PageRestaurant;
  today: string;
  covers: number;
  date: string;
  maxParty: number;
  maxAdvanceDays: number;
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
  const top = {
    lang,
    restaurant,
    otherHref: href(path, { covers: view.covers, date: view.date, lang: t.otherLanguage.lang }),
    heading: t.bookHeading,
  };
  return renderStepPage(
    top,
    <>
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
            maxAdvanceDays={view.maxAdvanceDays}
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
              <WaitlistJoinForm publicId={restaurant.publicId} lang={lang} date={view.date} covers={view.covers} />
            </>
          )}
        </section>
      )}
    </>,
  );
}

export interface DetailsPageView {
  lang: Locale;
  restaurant: PageRestaurant;
  choice: Choice;
  /** The signed memory of the choice. */
  state: string;
  values: { first_name: string; last_name: string; country_code: string; mobileno: string; note: string };
  /** The news boxes as posted: all unticked at first. */
  news: NewsBoxes;
  errors: Partial<Record<'first_name' | 'last_name' | 'country_code' | 'mobileno' | 'note', ErrorCode>>;
  error: ErrorCode | null;
  notice: BookingNotice | null;
  /** The same page in the other language (a GET drew it), or null (a post drew it). */
  otherHref: string | null;
}

/** The details' news boxes, in the order shown. */
const NEWS_BOXES = ['news_email', 'news_sms', 'platform_email'] as const;

export function renderDetailsPage(view: DetailsPageView): string {
  const { lang, restaurant, values, errors } = view;
  const t = bookingTexts[lang];
  const described = (name: keyof DetailsPageView['errors'], hint?: string) =>
    [hint, errors[name] ? `${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const dial = values.country_code.startsWith('+') ? values.country_code : `+${values.country_code || '33'}`;
  const top = { lang, restaurant, otherHref: view.otherHref, heading: t.bookHeading };
  return renderStepPage(
    top,
    <>
      <Notice notice={view.notice} error={view.error} lang={lang} t={t} />
      <ChoiceCard restaurant={restaurant} choice={view.choice} lang={lang} t={t} />
      <section className="card book" aria-labelledby="details-h">
        <h2 id="details-h">{t.detailsHeading}</h2>
        <form className="stack" method="post" action={bookPath(DETAILS_ROUTE, restaurant.publicId)} noValidate>
          <StepFields state={view.state} lang={lang} />
          {(
            [
              ['first_name', t.firstNameLabel, 'given-name'],
              ['last_name', t.lastNameLabel, 'family-name'],
            ] as const
          ).map(([name, label, autoComplete]) => (
            <div className="field" key={name}>
              <label htmlFor={name}>{label}</label>
              <input
                id={name}
                name={name}
                autoComplete={autoComplete}
                maxLength={100}
                defaultValue={values[name]}
                required
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={described(name)}
              />
              <FieldError id={`${name}-error`} code={errors[name]} lang={lang} />
            </div>
          ))}
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
          <fieldset className="field" aria-describedby="news-hint">
            <legend className="label">
              {t.newsLegend} <span className="hint">{t.optional}</span>
            </legend>
            {NEWS_BOXES.map((box) => (
              <label key={box} className="check">
                <input type="checkbox" name={box} value="1" defaultChecked={view.news[box] === 1} />
                {t.newsBox[box](restaurant.name)}
              </label>
            ))}
            <span className="hint" id="news-hint">
              {t.newsHint}
            </span>
          </fieldset>
          <p className="hint">{t.consent}</p>
          <button type="submit">{t.sendCode}</button>
        </form>
      </section>
    </>,
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
  const top = { lang, restaurant, otherHref: null, heading: t.bookHeading };
  return renderStepPage(
    top,
    <>
      <Notice notice={view.notice} error={view.error} lang={lang} t={t} />
      <ChoiceCard restaurant={restaurant} choice={view.choice} lang={lang} t={t} />
      <section className="card book" aria-labelledby="code-h">
        <h2 id="code-h">{t.codeHeading}</h2>
        <p>{t.codeSentTo(guestPhone(view.phone.international))}</p>
        <form className="stack" method="post" action={bookPath(CODE_ROUTE, restaurant.publicId)} noValidate>
          <StepFields state={view.state} lang={lang} />
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
    </>,
  );
}
