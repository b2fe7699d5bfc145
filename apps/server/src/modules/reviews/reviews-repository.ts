import type { Insertable, Kysely } from 'kysely';
import type { ReviewSort } from '@portal/contract';
import type { Database } from '../../schema.js';
import { readModelView } from '../../db/read-model.js';
import { readModel } from './read-model.js';
import type { Review, ReviewReport, ReviewResponse, ReviewsTable } from './tables.js';
import { isRestaurantRow } from '../../db/restaurant-rows.js';
import type { ReviewAuthor } from './review-rules.js';

/** The booking a review is about, as the rules read it. */
export interface ReviewedBooking {
  id: number;
  restaurant_id: number;
  customer_id: number | null;
  status: string;
  source: string;
  meal_at: number;
  date: string;
  created_at: number;
  first_name: string;
  phone: string;
  email: string;
  lang: string;
}

/** The only place with the reviews' SQL. Methods take an optional transaction. */
export class ReviewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async booking(bookingId: number, trx: Kysely<Database> = this.db): Promise<ReviewedBooking | undefined> {
    const row = await readModelView(trx, readModel)
      .selectFrom('bookings')
      // Every column the read model declares, and only those.
      .select(readModel.bookings.columns)
      .where('id', '=', bookingId)
      .executeTakeFirst();
    return row ? { ...row, meal_at: Number(row.meal_at), created_at: Number(row.created_at) } : undefined;
  }

  /** The account a review link writes for: its booking's own, while it is open. */
  async author(customerId: number, trx: Kysely<Database> = this.db): Promise<ReviewAuthor | undefined> {
    const row = await readModelView(trx, readModel)
      .selectFrom('customers')
      .select(['id', 'first_name', 'last_name', 'phone', 'email', 'closed_at'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    if (!row || row.closed_at !== null) return undefined;
    return { id: row.id, first_name: row.first_name, last_name: row.last_name, phone: row.phone, email: row.email };
  }

  async byBooking(bookingId: number, trx: Kysely<Database> = this.db): Promise<Review | undefined> {
    return trx.selectFrom('reviews').selectAll().where('booking_id', '=', bookingId).executeTakeFirst();
  }

  /** Inserts a review; undefined when the booking already has one (two posts at once). */
  async insert(review: Insertable<ReviewsTable>, trx: Kysely<Database> = this.db): Promise<Review | undefined> {
    return trx
      .insertInto('reviews')
      .values(review)
      .onConflict((oc) => oc.column('booking_id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  async find(reviewId: number, trx: Kysely<Database> = this.db): Promise<Review | undefined> {
    return trx.selectFrom('reviews').selectAll().where('id', '=', reviewId).executeTakeFirst();
  }

  /** A restaurant's review; another restaurant's is not found. */
  async findOfRestaurant(
    restaurantId: number,
    reviewId: number,
    trx: Kysely<Database> = this.db,
  ): Promise<Review | undefined> {
    return trx.selectFrom('reviews').selectAll().where(isRestaurantRow(restaurantId, reviewId)).executeTakeFirst();
  }

  /** Changes a review's status (never its text), only from one of `from`. */
  async setStatus(
    reviewId: number,
    from: readonly string[],
    changes: Partial<
      Pick<
        Review,
        'status' | 'reason' | 'reason_text' | 'moderated_by' | 'published_at' | 'withdrawn_at' | 'deleted_at'
      >
    >,
    now: number,
    trx: Kysely<Database> = this.db,
  ): Promise<Review | undefined> {
    return trx
      .updateTable('reviews')
      .set({ ...changes, updated_at: now })
      .where('id', '=', reviewId)
      .where('status', 'in', [...from])
      .returningAll()
      .executeTakeFirst();
  }

  async ofCustomer(customerId: number): Promise<Review[]> {
    return this.db
      .selectFrom('reviews')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async page(
    restaurantId: number,
    statuses: readonly string[],
    offset: number,
    limit: number,
  ): Promise<{ rows: Review[]; total: number }> {
    const base = this.db
      .selectFrom('reviews')
      .where('restaurant_id', '=', restaurantId)
      .where('status', 'in', [...statuses]);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  async countsByStatus(restaurantId: number): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('reviews')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('restaurant_id', '=', restaurantId)
      .groupBy('status')
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.n)]));
  }

  /** Published reviews per rating. */
  async ratings(restaurantId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('reviews')
      .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
      .where('restaurant_id', '=', restaurantId)
      .where('status', '=', 'published')
      .groupBy('rating')
      .execute();
    return new Map(rows.map((row) => [Number(row.rating), Number(row.n)]));
  }

  async published(restaurantId: number, sort: ReviewSort, offset: number, limit: number): Promise<Review[]> {
    let query = this.db
      .selectFrom('reviews')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('status', '=', 'published');
    if (sort === 'rating') query = query.orderBy('rating', 'desc');
    return query.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  }

  async responses(reviewIds: readonly number[]): Promise<Map<number, ReviewResponse>> {
    if (reviewIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('review_responses')
      .selectAll()
      .where('review_id', 'in', [...reviewIds])
      .execute();
    return new Map(rows.map((row) => [row.review_id, row]));
  }

  async reports(reviewIds: readonly number[]): Promise<Map<number, ReviewReport[]>> {
    const byReview = new Map<number, ReviewReport[]>();
    if (reviewIds.length === 0) return byReview;
    const rows = await this.db
      .selectFrom('review_reports')
      .selectAll()
      .where('review_id', 'in', [...reviewIds])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const row of rows) byReview.set(row.review_id, [...(byReview.get(row.review_id) ?? []), row]);
    return byReview;
  }

  /** Inserts a response; undefined when the review already has one. */
  async insertResponse(
    response: Omit<ReviewResponse, 'id'>,
    trx: Kysely<Database> = this.db,
  ): Promise<ReviewResponse | undefined> {
    return trx
      .insertInto('review_responses')
      .values(response)
      .onConflict((oc) => oc.column('review_id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  async publishResponse(reviewId: number, now: number): Promise<ReviewResponse | undefined> {
    return this.db
      .updateTable('review_responses')
      .set({ status: 'published', published_at: now })
      .where('review_id', '=', reviewId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }

  /** The new open report; undefined when the review already has one (the one-open-report index). */
  async insertReport(
    report: Omit<ReviewReport, 'id'>,
    trx: Kysely<Database> = this.db,
  ): Promise<ReviewReport | undefined> {
    return trx
      .insertInto('review_reports')
      .values(report)
      .onConflict((oc) => oc.column('review_id').where('resolved_at', 'is', null).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  async resolveReport(
    reportId: number,
    outcome: 'kept' | 'removed',
    now: number,
    trx: Kysely<Database> = this.db,
  ): Promise<ReviewReport | undefined> {
    return trx
      .updateTable('review_reports')
      .set({ outcome, resolved_at: now })
      .where('id', '=', reportId)
      .where('resolved_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** The provider's queue: reviews and responses waiting for a check, and open reports. */
  async pendingReviews(): Promise<Review[]> {
    return this.db
      .selectFrom('reviews')
      .selectAll()
      .where('status', '=', 'pending')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /**
   * Reviews, whatever their status, published (or written, when never published) before `before`:
   * the candidates for deletion at the end of their keeping, oldest first.
   */
  async keptSince(
    before: number,
    limit: number,
    afterId = 0,
  ): Promise<{ id: number; published_at: number | null; created_at: number }[]> {
    const rows = await this.db
      .selectFrom('reviews')
      .select(['id', 'published_at', 'created_at'])
      .where((eb) => eb(eb.fn.coalesce('published_at', 'created_at'), '<', before))
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      published_at: row.published_at === null ? null : Number(row.published_at),
      created_at: Number(row.created_at),
    }));
  }

  /** Deletes reviews with their responses and reports (the rows themselves: nothing of them is kept). */
  async deleteReviews(reviewIds: readonly number[], trx: Kysely<Database> = this.db): Promise<number> {
    if (reviewIds.length === 0) return 0;
    await trx
      .deleteFrom('review_reports')
      .where('review_id', 'in', [...reviewIds])
      .execute();
    await trx
      .deleteFrom('review_responses')
      .where('review_id', 'in', [...reviewIds])
      .execute();
    const deleted = await trx
      .deleteFrom('reviews')
      .where('id', 'in', [...reviewIds])
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  async pendingResponses(): Promise<ReviewResponse[]> {
    return this.db
      .selectFrom('review_responses')
      .selectAll()
      .where('status', '=', 'pending')
      .orderBy('created_at')
      .execute();
  }

  async openReports(): Promise<ReviewReport[]> {
    return this.db
      .selectFrom('review_reports')
      .selectAll()
      .where('resolved_at', 'is', null)
      .orderBy('created_at')
      .execute();
  }
}
