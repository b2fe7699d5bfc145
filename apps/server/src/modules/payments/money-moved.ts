import { formatAmount } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import type { Database } from '../../schema.js';
import type { CompensationInput } from '../orders/index.js';
import type { GuaranteePort } from '../reservations/index.js';
import type { PaymentProvider } from './payment-provider.js';
import type { PaymentsRepository } from './payments-repository.js';

/** Who charges or refunds: a member with the `charges` permission (null: the owner). */
export type ChargingMember = { id: number; name: string } | null;

/** The books: a charge or a refund is written in the restaurant's journal in the same transaction. */
export interface CompensationBooks {
  recordCompensation(trx: Kysely<Database>, input: CompensationInput): Promise<unknown>;
}

/** What charging and refunding work with. */
export interface PaymentsDeps {
  db: Kysely<Database>;
  repository: PaymentsRepository;
  provider: PaymentProvider;
  reservations: GuaranteePort;
  books: CompensationBooks;
  clock: Clock;
  logger?: Logger;
}

const RECORDS = {
  charge: { change: 'charged', receipt: 'chargeReceipt', key: 'charge', journal: 'compensation' },
  refund: { change: 'refunded', receipt: 'refundReceipt', key: 'refund', journal: 'compensation_refund' },
} as const;

/**
 * What a charge or a refund the provider made leaves behind, in the caller's transaction: a line
 * in the booking's history (who, how much, why), the guest's receipt, and the journal's line.
 */
export async function recordMoneyMoved(
  deps: Pick<PaymentsDeps, 'reservations' | 'books'>,
  movement: keyof typeof RECORDS,
  done: { id: number; amount_cents: number; reason: string; member_id: number | null; member_name: string },
  booking: { id: number; restaurant_id: number },
  at: number,
  trx: Kysely<Database>,
): Promise<void> {
  const record = RECORDS[movement];
  const member = done.member_name ? { id: done.member_id ?? 0, name: done.member_name } : null;
  await deps.reservations.recordHistory(
    booking.id,
    {
      actor: { kind: 'restaurant', member },
      change: record.change,
      reason: `${formatAmount(done.amount_cents, 'en')} · ${done.reason}`,
    },
    at,
    trx,
  );
  await deps.reservations.queueGuestMessage(
    {
      kind: record.receipt,
      key: `${record.key}-receipt:${done.id}`,
      payload: { booking_id: booking.id, amount_cents: done.amount_cents, reason: done.reason },
    },
    at,
    trx,
  );
  await deps.books.recordCompensation(trx, {
    restaurantId: booking.restaurant_id,
    kind: record.journal,
    reference: `${record.key}:${done.id}`,
    amountCents: done.amount_cents,
    at,
  });
}
