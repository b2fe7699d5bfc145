import type { Kysely } from 'kysely';
import { formatPrice, type Locale } from '@portal/contract';
import type { Database } from '../../schema.js';
import { type ClaimedJob, scheduleJobs } from '../../infra/jobs/index.js';
import type { OutgoingMessage } from '../../infra/notify/index.js';
import { manageToken } from './manage-link.js';
import {
  type BookingMessagesDependencies,
  greetingOf,
  guestAccountOf,
  longDate,
  NBSP,
  type RestaurantForMessages,
} from './message-parts.js';
import type { Booking } from './tables.js';

/*
 * The card guarantee's messages: the receipt of a charge or a refund with its
 * reason, and the link to pay on session when the bank asks the guest to authenticate a charge.
 * Each is one job keyed by the charge or refund, scheduled in the transaction that records it.
 */
export const GUARANTEE_MESSAGE_KINDS = {
  chargeReceipt: 'booking.charge-receipt',
  refundReceipt: 'booking.refund-receipt',
  payLink: 'booking.pay-link',
} as const;
export type GuaranteeMessageKind = (typeof GUARANTEE_MESSAGE_KINDS)[keyof typeof GUARANTEE_MESSAGE_KINDS];

export interface GuaranteeMessagePayload {
  booking_id: number;
  amount_cents: number;
  reason: string;
}

/** The page where the guest pays a charge the bank asked them to authenticate (the manage link's token). */
export const PAY_PAGE_PATH = '/booking/pay';

/** Schedules one guarantee message, sent at once, in the caller's transaction; `key` makes it once. */
export async function scheduleGuaranteeMessage(
  trx: Kysely<Database>,
  message: { kind: GuaranteeMessageKind; key: string; payload: GuaranteeMessagePayload },
  now: number,
): Promise<void> {
  await scheduleJobs(trx, [{ kind: message.kind, key: message.key, runAt: now, payload: message.payload }], now);
}

/** Sends one guarantee message's job: its booking read again, in its guest's language. */
export async function sendGuaranteeMessage(
  kind: GuaranteeMessageKind,
  job: ClaimedJob,
  deps: BookingMessagesDependencies,
) {
  const payload = job.payload as GuaranteeMessagePayload;
  const booking = await deps.db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', payload.booking_id)
    .executeTakeFirst();
  if (!booking) return;
  const lang: Locale = booking.lang === 'en' ? 'en' : 'fr';
  const restaurant = await deps.restaurant(booking.restaurant_id, lang);
  if (!restaurant) return;
  const payLink = `${deps.baseUrl.replace(/\/+$/, '')}${PAY_PAGE_PATH}?token=${encodeURIComponent(manageToken(deps.linkKey, booking))}`;
  const message = composeGuaranteeMessage(kind, { booking, restaurant, lang, payLink, payload });
  for (const one of message) await deps.transport.send({ ...one, account: guestAccountOf(booking) });
}

/** The receipt or the pay link, by e-mail when the guest gave one, and by SMS. */
export function composeGuaranteeMessage(
  kind: GuaranteeMessageKind,
  facts: {
    booking: Booking;
    restaurant: RestaurantForMessages;
    lang: Locale;
    payLink: string;
    payload: GuaranteeMessagePayload;
  },
): OutgoingMessage[] {
  const { booking, restaurant, lang, payLink, payload } = facts;
  const en = lang === 'en';
  const amount = formatPrice(payload.amount_cents, lang);
  const day = longDate(Number(booking.meal_at), lang);
  const greeting = greetingOf(booking.first_name, lang);
  const reason = en ? `Reason: ${payload.reason}` : `Motif${NBSP}: ${payload.reason}`;
  const reference = en ? `Booking ${booking.reference}, ${day}` : `Réservation ${booking.reference}, ${day}`;
  let subject: string;
  let lines: string[];
  let sms: string;
  switch (kind) {
    case GUARANTEE_MESSAGE_KINDS.chargeReceipt:
      subject = en
        ? `Receipt: ${amount} charged by ${restaurant.name}`
        : `Reçu${NBSP}: ${amount} débités par ${restaurant.name}`;
      lines = [
        en
          ? `${restaurant.name} charged ${amount} to the card you saved for your booking.`
          : `${restaurant.name} a débité ${amount} sur la carte enregistrée pour votre réservation.`,
        reason,
        reference,
        en ? `Questions: ${restaurant.phone}` : `Une question${NBSP}: ${restaurant.phone}`,
      ];
      sms = en
        ? `${restaurant.name} charged ${amount} to your card (booking ${booking.reference}). Reason: ${payload.reason}`
        : `${restaurant.name} a débité ${amount} sur votre carte (réservation ${booking.reference}). Motif${NBSP}: ${payload.reason}`;
      break;
    case GUARANTEE_MESSAGE_KINDS.refundReceipt:
      subject = en
        ? `Refund: ${amount} from ${restaurant.name}`
        : `Remboursement${NBSP}: ${amount} de ${restaurant.name}`;
      lines = [
        en
          ? `${restaurant.name} refunded ${amount} to your card.`
          : `${restaurant.name} vous a remboursé ${amount} sur votre carte.`,
        reason,
        reference,
      ];
      sms = en
        ? `${restaurant.name} refunded ${amount} to your card (booking ${booking.reference}). Reason: ${payload.reason}`
        : `${restaurant.name} vous a remboursé ${amount} (réservation ${booking.reference}). Motif${NBSP}: ${payload.reason}`;
      break;
    case GUARANTEE_MESSAGE_KINDS.payLink:
      subject = en
        ? `${restaurant.name}: your bank asks you to confirm a payment of ${amount}`
        : `${restaurant.name}${NBSP}: votre banque vous demande de confirmer un paiement de ${amount}`;
      lines = [
        en
          ? `${restaurant.name} charged ${amount} under the guarantee of your booking, and your bank asks you to confirm it.`
          : `${restaurant.name} a demandé ${amount} au titre de la garantie de votre réservation, et votre banque vous demande de le confirmer.`,
        reason,
        reference,
        en ? `Confirm the payment: ${payLink}` : `Confirmer le paiement${NBSP}: ${payLink}`,
      ];
      sms = en
        ? `${restaurant.name}: confirm the payment of ${amount} (booking ${booking.reference}): ${payLink}`
        : `${restaurant.name}${NBSP}: confirmez le paiement de ${amount} (réservation ${booking.reference})${NBSP}: ${payLink}`;
      break;
  }
  const messages: OutgoingMessage[] = [];
  if (booking.email)
    messages.push({ to: booking.email, channel: 'email', subject, text: [greeting, '', ...lines].join('\n') });
  if (booking.phone) messages.push({ to: booking.phone, channel: 'sms', text: sms });
  return messages;
}
