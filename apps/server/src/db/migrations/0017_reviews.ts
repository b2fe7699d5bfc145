import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.js';
import type { MigrationContext } from '../migrator.js';

/*
 * The tables of the reviews module: reviews, their responses and reports. A
 * review's and a response's text is written once: a trigger refuses any UPDATE that changes it,
 * on both databases, so no code path, script or console can edit what a guest or a restaurant
 * wrote (Code de la consommation L121-4 28°).
 */
export async function up(db: Kysely<unknown>, { dialect, idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('reviews')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    // One review per booking.
    .addColumn('booking_id', 'integer', (col) => col.notNull().unique())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull().defaultTo('fr'))
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('text_length', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('reason_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('moderated_by', 'text', (col) => col.notNull().defaultTo('auto'))
    .addColumn('visit_at', timeType, (col) => col.notNull())
    .addColumn('visit_date', 'text', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('published_at', timeType)
    .addColumn('withdrawn_at', timeType)
    .addColumn('deleted_at', timeType)
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  // A restaurant's reviews of a status, newest first; the public page's published ones.
  await db.schema
    .createIndex('reviews_restaurant_status_idx')
    .on('reviews')
    .columns(['restaurant_id', 'status', 'published_at', 'id'])
    .execute();
  // The restaurant's list, newest first whatever the status.
  await db.schema
    .createIndex('reviews_restaurant_created_idx')
    .on('reviews')
    .columns(['restaurant_id', 'created_at', 'id'])
    .execute();
  // The public list by rating.
  await db.schema
    .createIndex('reviews_restaurant_rating_idx')
    .on('reviews')
    .columns(['restaurant_id', 'status', 'rating', 'published_at'])
    .execute();
  await db.schema.createIndex('reviews_customer_idx').on('reviews').columns(['customer_id', 'created_at']).execute();
  // The provider's queue of reviews waiting for a check.
  await db.schema.createIndex('reviews_status_idx').on('reviews').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('review_responses')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    // One response per review.
    .addColumn('review_id', 'integer', (col) => col.notNull().unique())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('text_length', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('member_id', 'integer')
    .addColumn('member_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('published_at', timeType)
    .execute();
  await db.schema.createIndex('review_responses_status_idx').on('review_responses').columns(['status']).execute();

  await db.schema
    .createTable('review_reports')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('review_id', 'integer', (col) => col.notNull())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('member_name', 'text', (col) => col.notNull().defaultTo(''))
    // null while the provider looks into it; then 'kept' or 'removed'.
    .addColumn('outcome', 'text')
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('resolved_at', timeType)
    .execute();
  await db.schema.createIndex('review_reports_review_idx').on('review_reports').columns(['review_id']).execute();
  // One open report per review: of two reports sent at once, the second insert finds this one.
  await db.schema
    .createIndex('review_reports_one_open_idx')
    .on('review_reports')
    .column('review_id')
    .unique()
    .where(sql.ref('resolved_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('review_reports_open_idx')
    .on('review_reports')
    .columns(['resolved_at', 'created_at'])
    .execute();

  await createWriteOnceGuards(db, dialect);
}

export async function down(db: Kysely<unknown>, { dialect }: MigrationContext) {
  for (const guard of WRITE_ONCE) {
    await sql
      .raw(
        dialect === 'postgres'
          ? `DROP TRIGGER IF EXISTS ${guard.name} ON ${guard.table}`
          : `DROP TRIGGER IF EXISTS ${guard.name}`,
      )
      .execute(db);
  }
  if (dialect === 'postgres') await sql.raw('DROP FUNCTION IF EXISTS review_text_refuse_change()').execute(db);
  await db.schema.dropTable('review_reports').execute();
  await db.schema.dropTable('review_responses').execute();
  await db.schema.dropTable('reviews').execute();
}

const WRITE_ONCE = [
  { name: 'reviews_text_write_once', table: 'reviews' },
  { name: 'review_responses_text_write_once', table: 'review_responses' },
] as const;

/** What a statement that tries it reads. */
const REFUSAL = 'reviews and responses are never edited: the text is written once';

async function createWriteOnceGuards(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION review_text_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION '${REFUSAL} (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
        END $$`,
      )
      .execute(db);
    for (const guard of WRITE_ONCE) {
      await sql
        .raw(
          `CREATE TRIGGER ${guard.name} BEFORE UPDATE ON ${guard.table} FOR EACH ROW WHEN (OLD.text IS DISTINCT FROM NEW.text) EXECUTE FUNCTION review_text_refuse_change()`,
        )
        .execute(db);
    }
    return;
  }
  for (const guard of WRITE_ONCE) {
    await sql
      .raw(
        `CREATE TRIGGER ${guard.name} BEFORE UPDATE ON ${guard.table} FOR EACH ROW WHEN OLD.text IS NOT NEW.text BEGIN SELECT RAISE(ABORT, '${REFUSAL}'); END`,
      )
      .execute(db);
  }
}
