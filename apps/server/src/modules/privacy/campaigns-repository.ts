import { type Kysely, sql, type SqlBool, type Updateable } from 'kysely';
import { readModelView } from '../../db/read-model.js';
import type { Database } from '../../schema.js';
import { readModel } from './read-model.js';
import type { Campaign, CampaignRecipient, CampaignsTable } from './tables.js';

const DAY_MS = 24 * 3_600_000;

/** `%value%` with LIKE's own characters taken literally (escaped with `\`). */
function contains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Who a campaign goes to among the guests who accepted the restaurant's e-mail news. */
export interface Audience {
  tags: readonly string[];
  lastVisitDays: number | null;
}

/** The campaigns' SQL, always within one restaurant. */
export class CampaignsRepository {
  private readonly read: Kysely<Database>;

  constructor(private readonly db: Kysely<Database>) {
    this.read = readModelView(db, readModel) as unknown as Kysely<Database>;
  }

  async page(restaurantId: number, offset: number, limit: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('campaigns')
        .selectAll()
        .where('restaurant_id', '=', restaurantId)
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('campaigns')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('restaurant_id', '=', restaurantId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  find(restaurantId: number, campaignId: number, trx: Kysely<Database> = this.db): Promise<Campaign | undefined> {
    return trx
      .selectFrom('campaigns')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', campaignId)
      .executeTakeFirst();
  }

  async insert(values: Omit<CampaignsTable, 'id'>): Promise<Campaign> {
    return this.db.insertInto('campaigns').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /** Changes a draft; false when it is no longer one. */
  async updateDraft(restaurantId: number, campaignId: number, values: Updateable<CampaignsTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('campaigns')
      .set(values)
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', campaignId)
      .where('state', '=', 'draft')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Campaigns the restaurant sent since `since`. */
  async sentSince(restaurantId: number, since: number, trx: Kysely<Database>): Promise<number> {
    const row = await trx
      .selectFrom('campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('restaurant_id', '=', restaurantId)
      .where('sent_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Marks a draft sent; false when another request sent it first. */
  async markSending(restaurantId: number, campaignId: number, at: number, trx: Kysely<Database>) {
    const result = await trx
      .updateTable('campaigns')
      .set({ state: 'sending', sent_at: at, updated_at: at })
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', campaignId)
      .where('state', '=', 'draft')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async markSent(campaignId: number): Promise<void> {
    await this.db
      .updateTable('campaigns')
      .set({ state: 'sent' })
      .where('id', '=', campaignId)
      .where('state', '=', 'sending')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('campaign_recipients')
              .select('id')
              .where('campaign_id', '=', campaignId)
              .where('state', '=', 'queued'),
          ),
        ),
      )
      .execute();
  }

  /**
   * The customers who accept the restaurant's e-mail news now, with an open account and an
   * address, matching the audience: a visit (an honoured booking) within the days, a guest-book
   * entry of theirs with one of the tags.
   */
  async audience(restaurantId: number, audience: Audience, now: number, trx: Kysely<Database> = this.db) {
    const read = trx === this.db ? this.read : (readModelView(trx, readModel) as unknown as Kysely<Database>);
    let query = read
      .selectFrom('consents as c')
      .innerJoin('customers as cu', 'cu.id', 'c.customer_id')
      .select('c.customer_id')
      .where('c.restaurant_id', '=', restaurantId)
      .where('c.channel', '=', 'email')
      .where('c.granted', '=', 1)
      .where('cu.closed_at', 'is', null)
      .where('cu.email', 'is not', null)
      .where('cu.email', '!=', '');
    if (audience.lastVisitDays !== null) {
      const since = now - audience.lastVisitDays * DAY_MS;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('bookings as b')
            .select('b.customer_id')
            .whereRef('b.customer_id', '=', 'c.customer_id')
            .where('b.restaurant_id', '=', restaurantId)
            .where('b.status', '=', 'honoured')
            .where('b.meal_at', '>=', since),
        ),
      );
    }
    if (audience.tags.length > 0) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('bookings as b')
            .innerJoin('guests as g', (join) =>
              join.onRef('g.restaurant_id', '=', 'b.restaurant_id').onRef('g.phone', '=', 'b.phone'),
            )
            .select('b.customer_id')
            .whereRef('b.customer_id', '=', 'c.customer_id')
            .where('b.restaurant_id', '=', restaurantId)
            .where((eb) =>
              eb.or(
                audience.tags.map(
                  (tag) => sql<SqlBool>`lower(g.tags) like ${contains(JSON.stringify(tag).toLowerCase())} escape '\\'`,
                ),
              ),
            ),
        ),
      );
    }
    const rows = await query.orderBy('c.customer_id').execute();
    return rows.map((row) => Number(row.customer_id));
  }

  async addRecipients(rows: ReadonlyArray<Omit<CampaignRecipient, 'id'>>, trx: Kysely<Database>): Promise<void> {
    // In slices: a statement holds a bounded number of parameters.
    for (let start = 0; start < rows.length; start += 500) {
      await trx
        .insertInto('campaign_recipients')
        .values(rows.slice(start, start + 500))
        .execute();
    }
  }

  /** A batch's recipients still waiting, with their address and language read now. */
  queued(campaignId: number, batch: number) {
    return this.read
      .selectFrom('campaign_recipients as r')
      .innerJoin('customers as cu', 'cu.id', 'r.customer_id')
      .select(['r.id', 'r.customer_id', 'r.restaurant_id', 'cu.email', 'cu.lang', 'cu.first_name', 'cu.closed_at'])
      .where('r.campaign_id', '=', campaignId)
      .where('r.batch', '=', batch)
      .where('r.state', '=', 'queued')
      .orderBy('r.id')
      .execute();
  }

  async settle(recipientId: number, state: 'sent' | 'skipped', at: number): Promise<void> {
    await this.db
      .updateTable('campaign_recipients')
      .set({ state, sent_at: state === 'sent' ? at : null })
      .where('id', '=', recipientId)
      .where('state', '=', 'queued')
      .execute();
  }

  recipient(recipientId: number, trx: Kysely<Database> = this.db): Promise<CampaignRecipient | undefined> {
    return trx.selectFrom('campaign_recipients').selectAll().where('id', '=', recipientId).executeTakeFirst();
  }

  async markUnsubscribed(recipientId: number, at: number, trx: Kysely<Database>): Promise<void> {
    await trx
      .updateTable('campaign_recipients')
      .set({ unsubscribed_at: at })
      .where('id', '=', recipientId)
      .where('unsubscribed_at', 'is', null)
      .execute();
  }

  /** Sent and unsubscribed per campaign. */
  async results(campaignIds: readonly number[]): Promise<Map<number, { sent: number; unsubscribed: number }>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('campaign_recipients')
      .select((eb) => [
        'campaign_id',
        eb.fn.sum<number>(eb.case().when('state', '=', 'sent').then(1).else(0).end()).as('sent'),
        eb.fn.count<number>('unsubscribed_at').as('unsubscribed'),
      ])
      .where('campaign_id', 'in', campaignIds)
      .groupBy('campaign_id')
      .execute();
    return new Map(
      rows.map((row) => [Number(row.campaign_id), { sent: Number(row.sent), unsubscribed: Number(row.unsubscribed) }]),
    );
  }
}
