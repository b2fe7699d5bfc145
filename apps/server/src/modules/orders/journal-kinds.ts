import type { JournalEntry } from './tables.js';

/** `expired`: a waiting order the restaurant did not answer in time (not a sale). */
export type JournalKind = 'placed' | 'completed' | 'cancelled' | 'rejected' | 'expired';

/**
 * Money that is not a sale: a no-show charge taken on a guest's saved card
 * (`compensation`) and the money given back on it (`compensation_refund`). They are chained like
 * every entry, but never count in the closings' sales, TVA or grand total: compensation carries
 * no TVA. Such an entry keeps the charge's (or refund's) id in `order_id`, `order_number` 0,
 * the amount in `total_cents` (positive both ways: the kind says which way) and no rates.
 */
export type CompensationKind = 'compensation' | 'compensation_refund';
const COMPENSATION_KINDS: readonly CompensationKind[] = ['compensation', 'compensation_refund'];

export const isCompensation = (kind: string): kind is CompensationKind =>
  (COMPENSATION_KINDS as readonly string[]).includes(kind);

/** The prefix of the reference each compensation kind is written for. */
export const REFERENCE_PREFIX: Record<CompensationKind, string> = {
  compensation: 'charge',
  compensation_refund: 'refund',
};

export interface CompensationInput {
  restaurantId: number;
  kind: CompensationKind;
  /** `charge:<id>` for a compensation, `refund:<id>` for its refund. */
  reference: string;
  amountCents: number;
  /** When the money moved (the injected clock). */
  at: number;
}

/** What a journal entry is about, as an auditor reads it: `order:12`, `charge:3`, `refund:4`. */
export function entryReference(entry: Pick<JournalEntry, 'kind' | 'order_id'>): string {
  return isCompensation(entry.kind) ? `${REFERENCE_PREFIX[entry.kind]}:${entry.order_id}` : `order:${entry.order_id}`;
}
