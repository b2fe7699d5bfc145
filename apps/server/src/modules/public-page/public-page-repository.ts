import { type Kysely, sql } from 'kysely';
import type { Database } from '../../schema.js';
import { readModelView } from '../../db/read-model.js';
import { readModel } from './read-model.js';

/** The public page's own reads of other modules' tables (`read-model.ts`). */
export class PublicPageRepository {
  private readonly db;

  constructor(db: Kysely<Database>) {
    this.db = readModelView(db, readModel);
  }

  /**
   * A value that changes whenever a review of the restaurant is published, withdrawn or removed,
   * or a response to one is published: the count and sum of the published reviews' ids and their
   * latest publication (from the index alone), and the count and latest of their responses.
   */
  async reviewsVersion(restaurantId: number): Promise<string> {
    const row = await this.db
      .selectFrom('reviews as r')
      .leftJoin('review_responses as rr', (join) =>
        join.onRef('rr.review_id', '=', 'r.id').on('rr.status', '=', 'published'),
      )
      .where('r.restaurant_id', '=', restaurantId)
      .where('r.status', '=', 'published')
      .select([
        sql<number>`count(r.id)`.as('reviews'),
        sql<number>`coalesce(sum(r.id), 0)`.as('ids'),
        sql<number | null>`max(r.published_at)`.as('latest'),
        sql<number>`count(rr.review_id)`.as('responses'),
        sql<number | null>`max(rr.published_at)`.as('latest_response'),
      ])
      .executeTakeFirst();
    if (!row) return '0';
    return [row.reviews, row.ids, row.latest ?? 0, row.responses, row.latest_response ?? 0].map(String).join('.');
  }
}
