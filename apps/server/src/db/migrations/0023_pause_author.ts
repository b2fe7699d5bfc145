import type { Kysely } from 'kysely';

/*
 * Who started the running pause: the team member (null for the owner, and for pauses started
 * before), so that a member who may pause but not switch the restaurant online or offline can
 * end their own pause early.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('restaurant_profiles').addColumn('paused_by_member', 'integer').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('restaurant_profiles').dropColumn('paused_by_member').execute();
}
