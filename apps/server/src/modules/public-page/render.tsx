import { renderToStaticMarkup } from 'react-dom/server';
import { IMAGE_BASE_PATH, type Locale, type TPublicReviews } from '@portal/contract';
import type { BookingSectionData } from './booking/booking-section.js';
import { ok } from '../../core/envelope.js';
import { NotFoundPage } from './not-found-page.js';
import type { PublicView } from './public-view.js';
import { RestaurantPage } from './restaurant-page.js';
import { ReviewsPolicyPage } from './reviews-policy-page.js';

const doctype = (markup: string) => `<!DOCTYPE html>${markup}`;

/** The restaurant's page as static HTML: no script, no hydration, nothing to run on the phone. */
export function renderRestaurantPage(
  view: PublicView & { reviews?: TPublicReviews; booking?: BookingSectionData | null },
  lang: Locale,
): string {
  return doctype(
    renderToStaticMarkup(
      <RestaurantPage data={view.data} lang={lang} reviews={view.reviews} booking={view.booking ?? null} />,
    ),
  );
}

/** The reviews policy page, the same for everyone in a language. */
export function renderReviewsPolicyPage(lang: Locale): string {
  return doctype(renderToStaticMarkup(<ReviewsPolicyPage lang={lang} />));
}

export function renderNotFoundPage(): string {
  return doctype(renderToStaticMarkup(<NotFoundPage />));
}

/** The same view as the JSON call answers it, in the envelope. */
export function renderJson(view: PublicView): string {
  return JSON.stringify({ ...ok('LOADED'), data: view.data, imageUrl: IMAGE_BASE_PATH });
}
