import { declareReadModel } from '../../db/read-model.js';

/**
 * What reservations reads of tables other modules own: the journal's no-show compensation entries,
 * for the booking statistics' charges and refunds. Reservations never imports the
 * payments module; the journal holds every charge and refund the bank accepted, at the moment it
 * did, which is the money of a period as the earnings report counts it.
 */
export const readModel = declareReadModel({
  journal_entries: {
    owner: 'orders',
    columns: ['restaurant_id', 'kind', 'total_cents', 'created_at'],
    indexes: [['restaurant_id', 'kind', 'created_at']],
    why: "The statistics' charges collected and refunded are the period's compensation entries (one per succeeded charge or refund), summed and counted as the report sums them.",
  },
});
