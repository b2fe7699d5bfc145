import type { Kysely } from 'kysely';
import { type Locale, REVIEW_INVITATION_DELAY_MINUTES, REVIEW_WINDOW_DAYS } from '@portal/contract';
import type { Database } from '../../schema.js';
import { type ClaimedJob, type JobHandler, scheduleJobs } from '../../infra/jobs/index.js';
import { type MessageTransport, type OutgoingMessage, smsAccount } from '../../infra/notify/index.js';
import type { ReviewedBooking, ReviewsRepository } from './reviews-repository.js';
import type { Clock } from '../../core/clock.js';
import { reviewLinkUrl, reviewToken } from './review-link.js';

/*
 * The invitation to review: 2 hours after a booking is marked honoured, its guest
 * gets an e-mail and a text message asking for a review, with the link of its review form
 * (review-link.ts: no sign-in, 30 days), through a durable job scheduled in the
 * transaction that marks it honoured. The job reads the booking again when it runs and sends
 * nothing when the booking no longer gives a right to review (already reviewed, status changed,
 * the window closed, the guest now of the trade).
 */

export const REVIEW_INVITATION_KIND = 'review.invitation';

interface InvitationPayload {
  booking_id: number;
}

/** The booking just marked honoured, as reservations hands it over. */
export interface HonouredBooking {
  id: number;
  customer_id: number | null;
  source: string;
  updated_at: number;
}

/** Schedules the invitation of a booking just honoured, in that transaction; only online bookings of an account qualify. */
export async function scheduleReviewInvitation(booking: HonouredBooking, trx: Kysely<Database>): Promise<void> {
  if (booking.source !== 'online' || booking.customer_id === null) return;
  const now = Number(booking.updated_at);
  const payload: InvitationPayload = { booking_id: booking.id };
  await scheduleJobs(
    trx,
    [
      {
        kind: REVIEW_INVITATION_KIND,
        key: `review-invitation:${booking.id}`,
        runAt: now + REVIEW_INVITATION_DELAY_MINUTES * 60_000,
        payload,
      },
    ],
    now,
  );
}

export interface InvitationDependencies {
  repository: ReviewsRepository;
  transport: MessageTransport;
  /** Where guests reach the portal (PUBLIC_BASE_URL). */
  baseUrl: string;
  clock: Clock;
  /** The key that signs the review links (`reviewLinkKey`). */
  linkKey: Uint8Array;
  stillReviewable(booking: ReviewedBooking): Promise<boolean>;
  restaurant(restaurantId: number): Promise<{ name: string; publicId: string } | undefined>;
}

export function registerReviewInvitations(
  jobs: { handle(kind: string, handler: JobHandler): void },
  deps: InvitationDependencies,
): void {
  jobs.handle(REVIEW_INVITATION_KIND, (job) => sendInvitation(job, deps));
}

async function sendInvitation(job: ClaimedJob, deps: InvitationDependencies): Promise<void> {
  const { booking_id } = job.payload as InvitationPayload;
  const booking = await deps.repository.booking(booking_id);
  if (!booking || !(await deps.stillReviewable(booking))) return;
  const restaurant = await deps.restaurant(booking.restaurant_id);
  if (!restaurant) return;
  const link = reviewLinkUrl(deps.baseUrl, reviewToken(deps.linkKey, booking, deps.clock()));
  // The guest's account's share of the SMS budget, as their booking messages.
  const account = booking.customer_id === null ? undefined : smsAccount('customer', booking.customer_id);
  for (const message of invitationMessages(booking, restaurant.name, link))
    await deps.transport.send({ ...message, account });
}

/** The e-mail and the text message, in the guest's language, to whichever addresses the booking has. */
export function invitationMessages(
  booking: Pick<ReviewedBooking, 'first_name' | 'phone' | 'email' | 'lang' | 'id'>,
  restaurantName: string,
  link: string,
): OutgoingMessage[] {
  const lang: Locale = booking.lang === 'en' ? 'en' : 'fr';
  const en = lang === 'en';
  const greeting = booking.first_name
    ? `${en ? 'Hello' : 'Bonjour'} ${booking.first_name},`
    : en
      ? 'Hello,'
      : 'Bonjour,';
  const ask = en
    ? `How was your meal at ${restaurantName}? Give your review within ${REVIEW_WINDOW_DAYS} days: ${link}`
    : `Comment s’est passé votre repas chez ${restaurantName}\u00a0? Donnez votre avis dans les ${REVIEW_WINDOW_DAYS}\u00a0jours\u00a0: ${link}`;
  const promise = en
    ? 'Nothing is given in exchange for a review, and reviews are never edited.'
    : 'Aucune contrepartie n’est accordée pour un avis, et les avis ne sont jamais modifiés.';
  const messages: OutgoingMessage[] = [];
  if (booking.email)
    messages.push({
      to: booking.email,
      channel: 'email',
      subject: en ? `Your review of ${restaurantName}` : `Votre avis sur ${restaurantName}`,
      text: [greeting, '', ask, '', promise].join('\n'),
    });
  if (booking.phone) messages.push({ to: booking.phone, channel: 'sms', text: ask });
  return messages;
}
