import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * A booking keeps the instant it was cancelled (`bookings.cancelled_at`), which no later change
 * moves; a card guarantee keeps the most the guest agreed to be charged
 * (`booking_guarantees.consented_cents`), which a larger party never raises.
 */
export async function up(db: Kysely<unknown>, { timeType }: MigrationContext) {
  await db.schema.alterTable('bookings').addColumn('cancelled_at', timeType).execute();
  await db.schema
    .alterTable('booking_guarantees')
    .addColumn('consented_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await fillCancellationTimes(db);
  await fillConsentedAmounts(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('booking_guarantees').dropColumn('consented_cents').execute();
  await db.schema.alterTable('bookings').dropColumn('cancelled_at').execute();
}

/**
 * The cancelled bookings written before the column: the instant of the history's latest line that
 * gave the booking its status, else (no such line) when the row last changed.
 */
export async function fillCancellationTimes<DB>(anyDb: Kysely<DB>): Promise<void> {
  await sql`
    update bookings set cancelled_at = coalesce(
      (select max(h.at) from booking_history h where h.booking_id = bookings.id and h.status = bookings.status),
      updated_at)
    where status like 'cancelled%' and cancelled_at is null`.execute(anyDb);
}

/** "2026-11-28 20:00 · 4": the party a history line of a move names. */
function partyOf(reason: string): number | null {
  const match = /· (\d+)$/.exec(reason);
  return match ? Number(match[1]) : null;
}

/**
 * The amount each guarantee written before the column was given for: per cover × the party when
 * the card was saved. No move of the booking since: the party it guarantees now. Moved before the
 * card was saved: the party of the last such move. Moved only since: the party the card was given
 * for is not recorded, so the smallest the booking is known to have had (the guest is never charged
 * above what the page showed them).
 */
export async function fillConsentedAmounts<DB>(anyDb: Kysely<DB>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a frozen migration reads the tables as they were
  const db = anyDb as Kysely<any>;
  const guarantees: Array<{ booking_id: number; per_cover_cents: number; covers_guaranteed: number; covers: number }> =
    await db
      .selectFrom('booking_guarantees as g')
      .innerJoin('bookings as b', 'b.id', 'g.booking_id')
      .select(['g.booking_id', 'g.per_cover_cents', 'g.covers_guaranteed', 'b.covers'])
      .where('g.consented_cents', '=', 0)
      .execute();
  if (guarantees.length === 0) return;
  const lines: Array<{ booking_id: number; change: string; reason: string }> = await db
    .selectFrom('booking_history')
    .select(['booking_id', 'change', 'reason'])
    .where('booking_id', 'in', db.selectFrom('booking_guarantees').select('booking_id'))
    .where((eb) =>
      eb.or([eb('change', '=', 'modified'), eb.and([eb('change', '=', 'guarantee'), eb('reason', '=', 'card_saved')])]),
    )
    .orderBy('booking_id')
    .orderBy('at')
    .orderBy('id')
    .execute();
  const byBooking = new Map<number, Array<{ change: string; reason: string }>>();
  for (const line of lines) {
    const id = Number(line.booking_id);
    byBooking.set(id, [...(byBooking.get(id) ?? []), line]);
  }
  for (const guarantee of guarantees) {
    const history = byBooking.get(Number(guarantee.booking_id)) ?? [];
    const saved = history.findIndex((line) => line.change === 'guarantee');
    const before = (saved < 0 ? history : history.slice(0, saved)).map((l) => partyOf(l.reason));
    const after = saved < 0 ? [] : history.slice(saved + 1).map((l) => partyOf(l.reason));
    const known = (parties: Array<number | null>) => parties.filter((p): p is number => p !== null);
    let covers = Number(guarantee.covers_guaranteed);
    if (after.length > 0) {
      const lastBefore = known(before).at(-1);
      covers = lastBefore ?? Math.min(covers, Number(guarantee.covers), ...known(after));
    }
    await db
      .updateTable('booking_guarantees')
      .set({ consented_cents: Number(guarantee.per_cover_cents) * covers })
      .where('booking_id', '=', guarantee.booking_id)
      .execute();
  }
}
