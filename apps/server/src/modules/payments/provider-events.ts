import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { deleteInBatches } from '../../db/batched-delete.js';
import type { Database } from '../../schema.js';
import type { ProviderEvent } from './payment-provider.js';

/**
 * What the module does with a provider's event, in the transaction that records it as applied.
 * `afterCommit`: work that must see the changes committed (the partner's stream reads them anew).
 */
export type ProviderEventHandler = (
  event: ProviderEvent,
  trx: Transaction<Database>,
  afterCommit: (work: () => void) => void,
) => Promise<void>;

/**
 * Days an applied event's id is kept: Stripe retries a delivery for up to 3 days and resends an
 * event of the last 30 days on request; an id older than that cannot come back.
 */
export const PROVIDER_EVENTS_KEPT_DAYS = 90;
const DAY_MS = 24 * 3_600_000;

/** Whether an event changed anything, or had been applied before (a repeated delivery). */
export type EventOutcome = 'applied' | 'already_applied';

/**
 * The one way a provider's event reaches the portal, from Stripe's webhook as from the simulated
 * provider: the event's id goes into `payment_provider_events` (insert-or-ignore on the key) in
 * the same transaction as the handlers' changes. A repeated delivery finds the id and changes
 * nothing; two deliveries at once wait on the key, and the second finds it. A handler that
 * throws rolls the id back with its changes, so the provider's next delivery tries again.
 * Handlers must also tolerate events out of order (an older event after a newer one): they see
 * `createdAt` and compare it with what they hold.
 */
export class ProviderEvents {
  private readonly handlers: ProviderEventHandler[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  onEvent(handler: ProviderEventHandler): void {
    this.handlers.push(handler);
  }

  async apply(event: ProviderEvent): Promise<EventOutcome> {
    const committed: (() => void)[] = [];
    const outcome = await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('payment_provider_events')
        .values({
          id: event.id,
          type: event.type,
          object_id: event.objectId,
          provider_created_at: event.createdAt,
          applied_at: this.clock(),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return 'already_applied';
      for (const handler of this.handlers) await handler(event, trx, (work) => committed.push(work));
      return 'applied' as const;
    });
    for (const work of committed) work();
    return outcome;
  }

  /** Deletes, by batches, the ids of the events applied more than PROVIDER_EVENTS_KEPT_DAYS before `now`. */
  async deleteOld(now: number): Promise<number> {
    const before = now - PROVIDER_EVENTS_KEPT_DAYS * DAY_MS;
    return deleteInBatches(async (limit) => {
      const old = this.db
        .selectFrom('payment_provider_events')
        .select('id')
        .where('applied_at', '<', before)
        .limit(limit);
      return (await this.db.deleteFrom('payment_provider_events').where('id', 'in', old).executeTakeFirst())
        .numDeletedRows;
    });
  }

  /** Whether an event was applied (tests, and a look at what the provider said). */
  async wasApplied(eventId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('payment_provider_events')
      .select('id')
      .where('id', '=', eventId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
