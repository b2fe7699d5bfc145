import type { Locale, TPublicReviews } from '@portal/contract';
import type { PublicMenu } from '../menu/index.js';
import type { StoredProfile } from '../restaurant/index.js';
import type { BookingSectionData } from './booking/booking-section.js';
import type { PageReviewsQuery } from './restaurant-reviews.js';

/**
 * What a module contributes to the public page: its data for a restaurant, and a version that
 * changes with every change of that data a visitor could see (one cheap read, made at every
 * request). Undefined only for a restaurant that does not exist.
 */
export interface PublicPageSource<T, Query = void> {
  version(restaurantId: number): Promise<string | number | undefined>;
  /** `query`: what the visitor asked of this section (the order and page of the reviews). */
  read(restaurantId: number, lang: Locale, query: Query): Promise<T>;
}

/**
 * Every module whose data shows on the public page, by name. The page is cached under the
 * versions of all of them together and built from their `read` alone, so a module cannot show
 * anything there without its version being part of the key: a change shows at the next request,
 * in every server process. A new section of the page is a new entry here.
 */
export interface PublicPageSources {
  profile: PublicPageSource<StoredProfile | undefined>;
  menu: PublicPageSource<PublicMenu>;
  reviews: PublicPageSource<TPublicReviews, PageReviewsQuery>;
  /** The booking section: the next free times, versioned on the bookings of those days. */
  booking: PublicPageSource<BookingSectionData | null>;
}

/** The sources' versions in one key, in the registry's order; null for an unknown restaurant. */
export async function versionKey(sources: PublicPageSources, restaurantId: number): Promise<string | null> {
  const versions = await Promise.all(Object.values(sources).map((source) => source.version(restaurantId)));
  return versions.includes(undefined) ? null : versions.join('/');
}
