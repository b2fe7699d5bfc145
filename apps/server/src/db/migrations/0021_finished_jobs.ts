import { type Kysely, sql } from 'kysely';

/*
 * Finished jobs are deleted once they are old enough (`infra/jobs/job-retention.ts`): a job a day
 * finds them by when they ended, without reading the table through. Partial, like the claim's
 * indexes: the waiting and running jobs are not in it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex('jobs_finished_idx')
    .on('jobs')
    .column('updated_at')
    .where(sql.ref('state'), 'in', ['done', 'cancelled'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('jobs_finished_idx').execute();
}
