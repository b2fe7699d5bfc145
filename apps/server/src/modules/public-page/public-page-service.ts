import type { Locale, TPublicReviews } from '@portal/contract';
import type { Clock } from '../../core/clock.js';
import { decodePublicId } from '../../core/public-id.js';
import { RestaurantService } from '../restaurant/index.js';
import type { BookingSectionData } from './booking/booking-section.js';
import { type PublicView, publicView } from './public-view.js';
import { renderJson, renderNotFoundPage, renderRestaurantPage, renderReviewsPolicyPage } from './render.js';
import { represent, type Representation } from './representation.js';
import type { PageReviewsQuery } from './restaurant-reviews.js';
import { type PublicPageSources, versionKey } from './sources.js';

export type PageFormat = 'html' | 'json';

/** The reviews a page shows unless the visitor asks for another order or page. */
const FIRST_REVIEWS: PageReviewsQuery = { sort: 'newest', page: 1 };

/** What a page is drawn from: the public view, and the reviews in the order and page asked for. */
export interface PageView extends PublicView {
  reviews: TPublicReviews;
  /** The booking section; null when the restaurant takes no booking online. */
  booking: BookingSectionData | null;
}

/**
 * Restaurants × languages whose pages are kept in memory (about 150 KB each with a 60-dish menu,
 * HTML and JSON in three encodings); the least recently read go first.
 */
const MAX_CACHED_PAGES = 200;

interface CachedPage {
  /** The versions of every source the view was built from (`versionKey`). */
  versions: string;
  /** The instant the view was built for: a clock set back before it (tests, the development clock) builds again. */
  builtFor: number;
  /** The next instant at which the view changes by itself (Infinity while it is being built). */
  validUntil: number;
  view: Promise<PageView | null>;
  bodies: Partial<Record<PageFormat, Promise<Representation>>>;
}

/**
 * The public page of a restaurant, as HTML or JSON. Each request reads the version of every
 * source of the page (`sources.ts`: the profile's and the menu's, one primary-key read each); the
 * page is built, rendered and
 * compressed only when one of them changed or when the time comes that changes what it shows
 * (an opening, a closing, the end of a pause, a sold-out dish coming back, midnight). Concurrent
 * requests share one build, so a burst of scans of a table's QR code costs one render.
 */
export class PublicPageService {
  private readonly pages = new Map<string, CachedPage>();
  private notFound: Promise<Representation> | undefined;
  private readonly reviewsPolicy = new Map<Locale, Promise<Representation>>();

  constructor(
    private readonly deps: {
      sources: PublicPageSources;
      restaurant: Pick<RestaurantService, 'pausedUntil'>;
      clock: Clock;
    },
  ) {}

  /**
   * The page in `format`; null when no listed restaurant has this public id. `reviews`: the order
   * and page of reviews the HTML page shows (the data has none).
   */
  async page(
    publicId: string,
    lang: Locale,
    format: PageFormat,
    reviews: PageReviewsQuery = FIRST_REVIEWS,
  ): Promise<Representation | null> {
    const restaurantId = decodePublicId(publicId);
    if (restaurantId === null) return null;
    const versions = await versionKey(this.deps.sources, restaurantId);
    if (versions === null) return null;
    const asked = format === 'json' ? FIRST_REVIEWS : reviews;
    // Another order or page of the reviews is another page, cached beside the first.
    const first = asked.sort === FIRST_REVIEWS.sort && asked.page === FIRST_REVIEWS.page;
    const key = first ? `${restaurantId}:${lang}` : `${restaurantId}:${lang}:${asked.sort}:${asked.page}`;
    const now = this.deps.clock();

    let page = this.pages.get(key);
    if (!page || page.versions !== versions || now >= page.validUntil || now < page.builtFor) {
      page = this.build(key, restaurantId, lang, asked, versions, now);
    } else {
      // Most recently read last: the oldest is dropped first.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    const view = await page.view;
    if (!view) return null;
    let body = page.bodies[format];
    if (!body) {
      body = represent(format === 'html' ? renderRestaurantPage(view, lang) : renderJson(view));
      page.bodies[format] = body;
      body.catch(() => {
        if (page.bodies[format] === body) delete page.bodies[format];
      });
    }
    return body;
  }

  /** The reviews policy in a language: it changes only with a release, so it is rendered once. */
  reviewsPolicyPage(lang: Locale): Promise<Representation> {
    let page = this.reviewsPolicy.get(lang);
    if (!page) {
      page = represent(renderReviewsPolicyPage(lang));
      this.reviewsPolicy.set(lang, page);
    }
    return page;
  }

  /** The 404 page, the same for every unknown address: rendered once. */
  notFoundPage(): Promise<Representation> {
    this.notFound ??= represent(renderNotFoundPage());
    return this.notFound;
  }

  private build(
    key: string,
    restaurantId: number,
    lang: Locale,
    reviews: PageReviewsQuery,
    versions: string,
    now: number,
  ): CachedPage {
    const page: CachedPage = {
      versions,
      builtFor: now,
      validUntil: Infinity,
      view: this.view(restaurantId, lang, reviews, now),
      bodies: {},
    };
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > MAX_CACHED_PAGES) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
    page.view.then(
      (view) => {
        // An unlisted restaurant stays a 404 until its versions change.
        page.validUntil = view?.validUntil ?? Infinity;
      },
      () => {
        // A failed read is not kept: the next request tries again.
        if (this.pages.get(key) === page) this.pages.delete(key);
      },
    );
    return page;
  }

  private async view(
    restaurantId: number,
    lang: Locale,
    asked: PageReviewsQuery,
    now: number,
  ): Promise<PageView | null> {
    const { sources, restaurant } = this.deps;
    const stored = await sources.profile.read(restaurantId, lang);
    if (!stored || !RestaurantService.isListed(stored)) return null;
    const [dishes, reviews, booking] = await Promise.all([
      sources.menu.read(restaurantId, lang),
      sources.reviews.read(restaurantId, lang, asked),
      sources.booking.read(restaurantId, lang),
    ]);
    const view = publicView(stored, dishes, lang, now, restaurant.pausedUntil(stored, now));
    // A listed free time leaves the section when the restaurant's notice before it begins.
    const validUntil = Math.min(view.validUntil, booking?.changesAt ?? Infinity);
    return { ...view, validUntil, reviews, booking };
  }
}
