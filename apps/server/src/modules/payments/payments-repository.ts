import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../schema.js';
import type {
  BookingCharge,
  BookingChargesTable,
  BookingGuarantee,
  BookingGuaranteesTable,
  BookingRefund,
  BookingRefundsTable,
} from './tables.js';
import { isRestaurantRow } from '../../db/restaurant-rows.js';

/** The SQL of a booking's card guarantee, its charges and refunds; methods take the caller's transaction. */
export class PaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertGuarantee(row: Insertable<BookingGuaranteesTable>, trx: Kysely<Database>): Promise<void> {
    await trx.insertInto('booking_guarantees').values(row).execute();
  }

  guaranteeOf(bookingId: number, db: Kysely<Database> = this.db): Promise<BookingGuarantee | undefined> {
    return db.selectFrom('booking_guarantees').selectAll().where('booking_id', '=', bookingId).executeTakeFirst();
  }

  guaranteeOfSetup(setupIntentId: string, db: Kysely<Database> = this.db): Promise<BookingGuarantee | undefined> {
    return db
      .selectFrom('booking_guarantees')
      .selectAll()
      .where('setup_intent_id', '=', setupIntentId)
      .executeTakeFirst();
  }

  /** Changes a guarantee only while it is in `fromState`: of two changes at once, one holds. */
  async changeGuarantee(
    bookingId: number,
    fromState: string,
    changes: Updateable<BookingGuaranteesTable>,
    trx: Kysely<Database>,
  ): Promise<BookingGuarantee | undefined> {
    return trx
      .updateTable('booking_guarantees')
      .set(changes)
      .where('booking_id', '=', bookingId)
      .where('state', '=', fromState)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * The covers a guarantee stands for, after a free change of the party (a released one stays as it
   * was). Until the card is given the amount agreed to follows the party, as the card page shows
   * it; once given, it stays what the guest agreed to.
   */
  async changeGuaranteedCovers(bookingId: number, covers: number, at: number, trx: Kysely<Database>): Promise<void> {
    await trx
      .updateTable('booking_guarantees')
      .set((eb) => ({
        covers_guaranteed: covers,
        consented_cents: eb
          .case()
          .when('state', '=', 'awaiting_card')
          .then(eb('per_cover_cents', '*', covers))
          .else(eb.ref('consented_cents'))
          .end(),
        updated_at: at,
      }))
      .where('booking_id', '=', bookingId)
      .where('state', 'in', ['awaiting_card', 'card_saved'])
      .execute();
  }

  async insertCharge(row: Insertable<BookingChargesTable>, trx: Kysely<Database>): Promise<BookingCharge> {
    return trx.insertInto('booking_charges').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** Changes a charge only while it has `fromStatus`. */
  async changeCharge(
    chargeId: number,
    fromStatus: string,
    changes: Updateable<BookingChargesTable>,
    trx: Kysely<Database>,
  ): Promise<BookingCharge | undefined> {
    return trx
      .updateTable('booking_charges')
      .set(changes)
      .where('id', '=', chargeId)
      .where('status', '=', fromStatus)
      .returningAll()
      .executeTakeFirst();
  }

  /** Adds a refund to its charge's total only while the total stays within the charge. */
  async addRefunded(chargeId: number, amountCents: number, at: number, trx: Kysely<Database>) {
    return trx
      .updateTable('booking_charges')
      .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amountCents), updated_at: at }))
      .where('id', '=', chargeId)
      .where('status', '=', 'succeeded')
      .where((eb) => eb(eb('refunded_cents', '+', amountCents), '<=', eb.ref('amount_cents')))
      .returningAll()
      .executeTakeFirst();
  }

  chargeOf(restaurantId: number, chargeId: number, db: Kysely<Database> = this.db): Promise<BookingCharge | undefined> {
    return db
      .selectFrom('booking_charges')
      .selectAll()
      .where(isRestaurantRow(restaurantId, chargeId))
      .executeTakeFirst();
  }

  chargeOfIntent(paymentIntentId: string, db: Kysely<Database> = this.db): Promise<BookingCharge | undefined> {
    return db
      .selectFrom('booking_charges')
      .selectAll()
      .where('payment_intent_id', '=', paymentIntentId)
      .executeTakeFirst();
  }

  chargesOf(bookingId: number, db: Kysely<Database> = this.db): Promise<BookingCharge[]> {
    return db.selectFrom('booking_charges').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
  }

  async insertRefund(row: Insertable<BookingRefundsTable>, trx: Kysely<Database>): Promise<BookingRefund> {
    return trx.insertInto('booking_refunds').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** The refunds the provider made (not those waiting or refused). */
  refundsOf(bookingId: number, db: Kysely<Database> = this.db): Promise<BookingRefund[]> {
    return db
      .selectFrom('booking_refunds')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .where('status', '=', 'succeeded')
      .orderBy('id')
      .execute();
  }

  /** A charge's refunds of every status (their count names the next refund's key). */
  refundAttemptsOf(chargeId: number, db: Kysely<Database> = this.db): Promise<BookingRefund[]> {
    return db.selectFrom('booking_refunds').selectAll().where('charge_id', '=', chargeId).orderBy('id').execute();
  }

  /** Changes a refund only while it has one of `fromStatuses`. */
  async changeRefund(
    refundId: number,
    fromStatuses: readonly string[],
    changes: Updateable<BookingRefundsTable>,
    trx: Kysely<Database>,
  ): Promise<BookingRefund | undefined> {
    return trx
      .updateTable('booking_refunds')
      .set(changes)
      .where('id', '=', refundId)
      .where('status', 'in', fromStatuses)
      .returningAll()
      .executeTakeFirst();
  }
}
