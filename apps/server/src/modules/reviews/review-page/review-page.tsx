import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  calendarDateInWords,
  type ErrorCode,
  type Locale,
  messageFor,
  REVIEW_MAX_RATING,
  reviewRejectionReasonLabels,
  type ReviewRejectionReason,
  type ReviewStatus,
} from '@portal/contract';
import { BookingLinkHeader, FactList, GuestDocument, restaurantPageHref } from '../../../core/guest-page.js';
import { REVIEW_PAGE_PATH } from '../review-link.js';
import type { ReviewedRestaurant } from './review-links.js';
import { REVIEW_PAGE_CSS } from './review-page-style.js';
import { type ReviewNotice, type ReviewPageTexts, reviewPageTexts } from './review-page-texts.js';

export const REVIEW_PAGE_ROUTE = REVIEW_PAGE_PATH;

/** The reviews policy page of the public page module, in a language. */
const policyHref = (lang: Locale) => (lang === 'en' ? '/reviewspolicy?lang=en' : '/reviewspolicy');

const doctype = (markup: string) => `<!DOCTYPE html>${markup}`;

/** The page's address with its token, in `lang` (always named, as the manage page's), with more when given. */
export function reviewPageHref(token: string, lang: Locale, more: Record<string, string> = {}): string {
  return `${REVIEW_PAGE_ROUTE}?${new URLSearchParams({ ...(token ? { token } : {}), lang, ...more }).toString()}`;
}

/** The visit the page is about. */
interface Visit {
  lang: Locale;
  token: string;
  restaurant: ReviewedRestaurant;
  /** The Paris date of the meal. */
  visitDate: string;
}

/** The form as drawn: what was typed (kept when refused), and what is wrong with it. */
export interface ReviewFormView extends Visit {
  notice: ReviewNotice | null;
  values: { rating: string; text: string };
  /** A field's refusal, under its name; `form`: a refusal of the whole review. */
  errors: Partial<Record<'rating' | 'text' | 'form', ErrorCode>>;
}

/** The page once the booking has its review. */
export interface ReviewDoneView extends Visit {
  review: { status: ReviewStatus; reason: string | null; rating: number };
  /** Just posted (the redirect after the form), rather than opened again. */
  justSent: boolean;
}

function Page({
  visit,
  t,
  heading,
  children,
}: {
  visit: Visit;
  t: ReviewPageTexts;
  heading: string;
  children: ReactNode;
}) {
  const { lang, token, restaurant } = visit;
  return (
    <GuestDocument lang={lang} title={t.title(restaurant.name)} css={REVIEW_PAGE_CSS}>
      <BookingLinkHeader
        languageHref={reviewPageHref(token, t.otherLanguage.lang)}
        t={t}
        heading={heading}
        restaurant={restaurant.name}
        restaurantHref={restaurantPageHref(restaurant.publicId, lang)}
      />
      <main className="wrap">{children}</main>
    </GuestDocument>
  );
}

/** The restaurant and the date of the visit. */
function VisitCard({ visit, t }: { visit: Visit; t: ReviewPageTexts }) {
  return (
    <section className="card" aria-labelledby="visit">
      <h2 id="visit">{t.visitHeading}</h2>
      <FactList
        facts={[
          { label: t.restaurantLabel, value: visit.restaurant.name },
          { label: t.visitLabel, value: calendarDateInWords(visit.visitDate, t.intlLocale) },
        ]}
      />
    </section>
  );
}

/** The guest's review form, complete without any script. */
export function renderReviewForm(view: ReviewFormView): string {
  const t = reviewPageTexts[view.lang];
  return doctype(
    renderToStaticMarkup(
      <Page visit={view} t={t} heading={t.heading}>
        {view.notice && (
          <p className="notice error" role="alert">
            {t.notices[view.notice]}
          </p>
        )}
        <VisitCard visit={view} t={t} />
        <ReviewForm view={view} t={t} />
      </Page>,
    ),
  );
}

function ReviewForm({ view, t }: { view: ReviewFormView; t: ReviewPageTexts }) {
  const { errors, values, lang } = view;
  const say = (code: ErrorCode) => messageFor(code)[lang];
  const listed = (['rating', 'text', 'form'] as const).filter((field) => errors[field] !== undefined);
  // The first wrong field takes the focus when the page comes back refused (no script needed).
  const focus = errors.rating ? 'rating' : errors.text ? 'text' : null;
  const ratings = Array.from({ length: REVIEW_MAX_RATING }, (_, index) => String(index + 1));
  return (
    <section className="card" aria-labelledby="write">
      <h2 id="write">{t.formHeading}</h2>
      <p>{t.intro}</p>
      {listed.length > 0 && (
        <div className="notice error" role="alert" id="errors">
          <p>{t.errorsHeading}</p>
          <ul>
            {listed.map((field) => (
              <li key={field}>
                {field === 'form' ? (
                  say(errors.form!)
                ) : (
                  <a href={field === 'rating' ? '#rating-1' : '#text'}>{say(errors[field]!)}</a>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <form method="post" action={REVIEW_PAGE_ROUTE}>
        <input type="hidden" name="token" value={view.token} />
        <input type="hidden" name="lang" value={lang} />
        <fieldset className="rating" aria-describedby={errors.rating ? 'rating-error' : undefined}>
          <legend>{t.ratingLegend}</legend>
          {errors.rating && (
            <p className="field-error" id="rating-error">
              {say(errors.rating)}
            </p>
          )}
          <div className="choices">
            {ratings.map((rating, index) => (
              <label key={rating} htmlFor={`rating-${rating}`}>
                <input
                  type="radio"
                  id={`rating-${rating}`}
                  name="rating"
                  value={rating}
                  required
                  defaultChecked={values.rating === rating}
                  autoFocus={focus === 'rating' && index === 0}
                />
                <span>{t.ratings[index]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="text">{t.textLabel}</label>
          <p className="hint" id="text-hint">
            {t.textHint}
          </p>
          {errors.text && (
            <p className="field-error" id="text-error">
              {say(errors.text)}
            </p>
          )}
          <textarea
            id="text"
            name="text"
            rows={10}
            required
            defaultValue={values.text}
            aria-describedby={errors.text ? 'text-hint text-error' : 'text-hint'}
            aria-invalid={errors.text ? true : undefined}
            autoFocus={focus === 'text'}
          />
        </div>
        <ul className="rules">
          {t.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p className="row">
          <button type="submit">{t.submit}</button>
          <a href={policyHref(lang)}>{t.policyLink}</a>
        </p>
      </form>
    </section>
  );
}

/** The booking has its review: the thanks just after posting, and what happens to it next. */
export function renderReviewDone(view: ReviewDoneView): string {
  const t = reviewPageTexts[view.lang];
  const { review, lang } = view;
  const reason =
    review.reason && review.reason in reviewRejectionReasonLabels
      ? reviewRejectionReasonLabels[review.reason as ReviewRejectionReason][lang]
      : null;
  const tone = review.status === 'published' ? 'ok' : review.status === 'pending' ? 'wait' : 'error';
  return doctype(
    renderToStaticMarkup(
      <Page visit={view} t={t} heading={view.justSent ? t.thanksHeading : t.alreadyHeading}>
        <p className={`notice ${tone}`} role="status">
          {t.outcome[review.status]}{' '}
          {reason && (review.status === 'rejected' || review.status === 'deleted') ? t.rejectedBecause(reason) : null}
        </p>
        <VisitCard visit={view} t={t} />
        <section className="card" aria-labelledby="next">
          <h2 id="next">{t.myRating(review.rating)}</h2>
          <p>{t.afterwards}</p>
          <p className="row">
            {review.status === 'published' && (
              <a href={restaurantPageHref(view.restaurant.publicId, lang)}>{t.restaurantPage}</a>
            )}
            <a href={policyHref(lang)}>{t.policyLink}</a>
          </p>
        </section>
      </Page>,
    ),
  );
}

/** A booking that gives no right to review (not honoured, booked by the restaurant, too late…), and why. */
export function renderReviewRefused(view: Visit & { code: ErrorCode }): string {
  const t = reviewPageTexts[view.lang];
  return doctype(
    renderToStaticMarkup(
      <Page visit={view} t={t} heading={t.refusedHeading}>
        <p className="notice error" role="alert">
          {messageFor(view.code)[view.lang]}
        </p>
        <VisitCard visit={view} t={t} />
      </Page>,
    ),
  );
}

/** A link that opens nothing, or no longer: no restaurant named, the other language offered. */
export function renderReviewLinkLost(lang: Locale, token: string, expired: boolean): string {
  const t = reviewPageTexts[lang];
  const words = expired ? t.expired : { title: t.invalid.title, ...t.lost };
  return doctype(
    renderToStaticMarkup(
      <GuestDocument lang={lang} title={words.title} css={REVIEW_PAGE_CSS}>
        <BookingLinkHeader languageHref={reviewPageHref(token, t.otherLanguage.lang)} t={t} />
        <main className="lost">
          <h1>{words.heading}</h1>
          <p>{words.text}</p>
        </main>
      </GuestDocument>,
    ),
  );
}
