import { declareReadModel } from '../../db/read-model.js';

/**
 * What the reviews module reads of tables other modules own. It writes none of them.
 */
export const readModel = declareReadModel({
  bookings: {
    owner: 'reservations',
    columns: [
      'id',
      'restaurant_id',
      'customer_id',
      'status',
      'source',
      'meal_at',
      'date',
      'created_at',
      'first_name',
      'phone',
      'email',
      'lang',
    ],
    indexes: [['id']],
    why: 'Whether a booking gives a right to review (its guest, source, status and times) is read with the review it leads to, by primary key; the invitation reads the guest’s addresses and language again when it is sent, to send nothing to a booking that no longer qualifies.',
  },
  customers: {
    owner: 'customers',
    columns: ['id', 'first_name', 'last_name', 'phone', 'email', 'closed_at'],
    indexes: [['id']],
    why: 'The review link opens no session: the booking’s own account is its author, read by primary key for its name and for the trade check, as a signed-in guest’s would be.',
  },
});
