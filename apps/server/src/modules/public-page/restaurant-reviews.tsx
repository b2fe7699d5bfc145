import {
  type Locale,
  REVIEW_MAX_RATING,
  type ReviewSort,
  type TPublicReview,
  type TPublicReviews,
} from '@portal/contract';
import { parisDate } from '../../core/paris-time.js';
import type { PageTexts } from './page-texts.js';

/** The page's words for the two orders, in its address (`?avis=note`), whatever the page's language. */
const SORT_PARAM: Record<ReviewSort, string> = { newest: 'recent', rating: 'note' };

/** The reviews as the page asks for them. */
export interface PageReviewsQuery {
  sort: ReviewSort;
  page: number;
}

/** What the address asks of the reviews: `?avis=recent|note&page=n`; anything else is the first page by date. */
export function reviewsQuery(query: { avis?: unknown; page?: unknown }): PageReviewsQuery {
  const sort: ReviewSort = query.avis === SORT_PARAM.rating ? 'rating' : 'newest';
  const asked = typeof query.page === 'string' && /^[1-9]\d{0,3}$/.test(query.page) ? Number(query.page) : 1;
  return { sort, page: asked };
}

/** The page's address for some order and page of reviews, in a language; the defaults are left out. */
export function reviewsHref(publicId: string, lang: Locale, sort: ReviewSort, page: number): string {
  const params = new URLSearchParams();
  if (lang === 'en') params.set('lang', 'en');
  if (sort !== 'newest') params.set('avis', SORT_PARAM[sort]);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/r/${publicId}${search ? `?${search}` : ''}#avis`;
}

/** The address of the reviews policy in a language. */
export function policyHref(lang: Locale): string {
  return lang === 'en' ? '/reviewspolicy?lang=en' : '/reviewspolicy';
}

/** "12 mars 2027" / "12 March 2027". */
function longDate(date: string, t: PageTexts): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(t.intlLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}

/** "4,6" / "4.6". */
export function ratingNumber(value: number, t: PageTexts): string {
  return new Intl.NumberFormat(t.intlLocale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value);
}

/**
 * Five stars, drawn for the eye; a screen reader reads the rating in words instead (`spoken`),
 * or nothing where the words are written beside them.
 */
function Stars({ rating, spoken, t }: { rating: number; spoken: boolean; t: PageTexts }) {
  const full = Math.round(rating);
  return (
    <>
      <span className="stars" aria-hidden="true">
        {'★'.repeat(full)}
        <span className="off">{'★'.repeat(REVIEW_MAX_RATING - full)}</span>
      </span>
      {spoken && <span className="sr">{t.reviews.ratingWords(String(rating))}</span>}
    </>
  );
}

/**
 * The reviews of the restaurant, as the law wants them shown (Code de la consommation L111-7-2,
 * D111-10): how they are checked, each one's date of visit and of publication, the order they
 * are in and the other order, and a link to the policy page. Links only: no script.
 */
export function RestaurantReviews({
  publicId,
  reviews,
  lang,
  t,
}: {
  publicId: string;
  reviews: TPublicReviews;
  lang: Locale;
  t: PageTexts;
}) {
  const words = t.reviews;
  const { count, average } = reviews.summary;
  const other: ReviewSort = reviews.sort === 'newest' ? 'rating' : 'newest';
  return (
    <section className="reviews" id="avis" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{words.heading}</h2>
      {count > 0 && average !== null && (
        <p className="score">
          <Stars rating={average} spoken={false} t={t} /> <strong>{words.average(ratingNumber(average, t))}</strong> ·{' '}
          {words.count(count)}
        </p>
      )}
      <p className="checked">
        {words.checked} <a href={policyHref(lang)}>{words.policyLink}</a>
      </p>
      {count === 0 ? (
        <p className="none">{words.none}</p>
      ) : (
        <>
          <p className="order">
            {words.sortedBy[reviews.sort]} <a href={reviewsHref(publicId, lang, other, 1)}>{words.sortBy[other]}</a>
          </p>
          {reviews.reviews.length === 0 ? (
            <p className="none">{words.pastTheEnd}</p>
          ) : (
            <ol className="review-list">
              {reviews.reviews.map((review) => (
                <Review key={review.id} review={review} t={t} />
              ))}
            </ol>
          )}
          {(reviews.page > 1 || reviews.page < reviews.pages) && (
            <nav className="pager" aria-label={words.pagesLabel}>
              {reviews.page > 1 && (
                <a href={reviewsHref(publicId, lang, reviews.sort, reviews.page - 1)} rel="prev">
                  {words.previous}
                </a>
              )}
              {reviews.page < reviews.pages && (
                <a href={reviewsHref(publicId, lang, reviews.sort, reviews.page + 1)} rel="next">
                  {words.more}
                </a>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function Review({ review, t }: { review: TPublicReview; t: PageTexts }) {
  const words = t.reviews;
  const headingId = `review-${review.id}`;
  return (
    <li className="review">
      <article aria-labelledby={headingId}>
        <h3 id={headingId}>
          <Stars rating={review.rating} spoken t={t} /> <span className="author">{review.author}</span>
        </h3>
        <p className="dates">
          {/* Each date whole on its line: the line breaks between them. */}
          <span className="nowrap">{words.visited(longDate(review.visit_date, t))}</span> ·{' '}
          <span className="nowrap">{words.published(longDate(parisDate(review.published_at), t))}</span>
        </p>
        <p className="text">{review.text}</p>
        {review.response && (
          <div className="response">
            <p className="dates">
              <strong>{words.responseBy}</strong>
              {words.responseDate(longDate(parisDate(review.response.published_at), t))}
            </p>
            <p className="text">{review.response.text}</p>
          </div>
        )}
      </article>
    </li>
  );
}
