import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * The team: a restaurant's managers and staff sign in with their own phone and
 * password. A session says whose it is (the owner's when `member_id` is null) and with which role,
 * so that removing a member or changing a role ends exactly their sessions. A status change of an
 * order names the member who made it, with a copy of their name: the history still says who after
 * the member has left.
 */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('team_members')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    // International form; one restaurant per member, so one row per phone.
    .addColumn('phone', 'text', (col) => col.notNull().unique())
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    // '' until the invitation is accepted.
    .addColumn('password_hash', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('invited'))
    .addColumn('invited_at', timeType, (col) => col.notNull())
    .addColumn('accepted_at', timeType)
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('team_members_restaurant_idx').on('team_members').column('restaurant_id').execute();
  await db.schema.alterTable('account_sessions').addColumn('member_id', 'integer').execute();
  await db.schema
    .alterTable('account_sessions')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('owner'))
    .execute();
  await db.schema.createIndex('account_sessions_member_idx').on('account_sessions').column('member_id').execute();
  await db.schema.alterTable('order_status_history').addColumn('member_id', 'integer').execute();
  await db.schema
    .alterTable('order_status_history')
    .addColumn('member_name', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('order_status_history').dropColumn('member_name').execute();
  await db.schema.alterTable('order_status_history').dropColumn('member_id').execute();
  await db.schema.dropIndex('account_sessions_member_idx').execute();
  await db.schema.alterTable('account_sessions').dropColumn('role').execute();
  await db.schema.alterTable('account_sessions').dropColumn('member_id').execute();
  await db.schema.dropIndex('team_members_restaurant_idx').execute();
  await db.schema.dropTable('team_members').execute();
}
