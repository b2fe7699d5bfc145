import type { Kysely } from 'kysely';
import type { Clock } from '../../../core/clock.js';
import { AppError } from '../../../core/errors.js';
import type { Database } from '../../../schema.js';
import { CHARGE_WINDOW_DAYS } from '@portal/contract';
import {
  bookingOfManageToken,
  type GuaranteePort,
  manageLinkKey,
  manageToken,
  readManageToken,
} from '../../reservations/index.js';
import type { GuaranteedBooking, GuaranteeService } from '../guarantee-service.js';
import type { PaymentProvider } from '../payment-provider.js';
import type { PaymentsRepository } from '../payments-repository.js';
import type { CardPageFlow } from './card-page-routes.js';

const DAY = 86_400_000;
/** How long after the charge window closes the payment page still opens (refunds come later). */
const PAY_PAGE_EXTRA_DAYS = 30;

/** What the card pages are built from: the manage link's key, reservations, the guarantee's rows and services. */
export interface CardPageDependencies {
  db: Kysely<Database>;
  clock: Clock;
  jwtSecret: string;
  reservations: GuaranteePort;
  repository: PaymentsRepository;
  guarantees: Pick<GuaranteeService, 'confirm' | 'describe'>;
  provider: PaymentProvider;
}

/** The card pages' view of the booking (by its manage token), its guarantee and its charges. */
export function cardPageFlow(deps: CardPageDependencies): CardPageFlow {
  const key = manageLinkKey(deps.jwtSecret);
  const opened = async (booking: GuaranteedBooking) => {
    const wire = (await deps.reservations.toCustomerWire([booking]))[0]!;
    // The card, the charges and refunds as the guest reads them, when the guest's view lacks them.
    wire.guarantee_detail ??= await deps.guarantees.describe(booking);
    return { bookingId: booking.id, lang: booking.lang === 'en' ? ('en' as const) : ('fr' as const), booking: wire };
  };
  return {
    provider: deps.provider.name,
    publishableKey: deps.provider.publishableKey,
    async bookingOfToken(token) {
      const booking = await bookingOfManageToken(deps.db, key, token, deps.clock());
      return booking ? opened(booking) : undefined;
    },
    async bookingOfPayToken(token) {
      // The pay link comes after the meal (a no-show): it opens the booking until some weeks
      // after the charge window closed, so the guest can still read the charges and refunds.
      const named = readManageToken(key, token);
      if (!named) return undefined;
      const booking = await deps.reservations.bookingById(named.bookingId);
      if (!booking || booking.restaurant_id !== named.restaurantId) return undefined;
      if (deps.clock() >= Number(booking.meal_at) + (CHARGE_WINDOW_DAYS + PAY_PAGE_EXTRA_DAYS) * DAY) return undefined;
      return opened(booking);
    },
    async tokenFor(customerId, bookingId) {
      // The guest's own booking only: another's is NOT_FOUND, as everywhere in the guest's calls.
      await deps.reservations.customerDetail(customerId, bookingId);
      const booking = await deps.reservations.bookingById(bookingId);
      if (!booking) throw new AppError('NOT_FOUND', { field: 'booking_id' });
      return manageToken(key, booking);
    },
    async pendingSetup(bookingId) {
      const guarantee = await deps.repository.guaranteeOf(bookingId);
      if (guarantee?.state !== 'awaiting_card') return null;
      const clientSecret = await deps.provider.intentClientSecret(guarantee.setup_intent_id);
      return clientSecret ? { intentId: guarantee.setup_intent_id, clientSecret } : null;
    },
    async imprintOf(bookingId) {
      const guarantee = await deps.repository.guaranteeOf(bookingId);
      return {
        perCoverCents: guarantee?.per_cover_cents ?? 0,
        card: guarantee && guarantee.card_last4 ? { brand: guarantee.card_brand, last4: guarantee.card_last4 } : null,
      };
    },
    async confirmGuarantee(bookingId) {
      const booking = await deps.reservations.bookingById(bookingId);
      // A guarantee is asked of online bookings by a signed-in guest only: it always has its customer.
      await deps.guarantees.confirm(booking?.customer_id ?? 0, bookingId);
    },
    async paymentAwaitingAuthentication(bookingId) {
      const charge = (await deps.repository.chargesOf(bookingId)).find(
        (row) => row.status === 'awaiting_authentication' && row.payment_intent_id,
      );
      if (!charge?.payment_intent_id) return null;
      const clientSecret = await deps.provider.intentClientSecret(charge.payment_intent_id);
      if (!clientSecret) return null;
      return {
        intentId: charge.payment_intent_id,
        clientSecret,
        amountCents: charge.amount_cents,
        reason: charge.reason,
      };
    },
  };
}
