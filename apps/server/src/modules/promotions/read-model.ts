import { declareReadModel, type ReadModelView } from '../../db/read-model.js';

/** What promotions reads of tables other modules own. */
export const readModel = declareReadModel({
  orders: {
    owner: 'orders',
    columns: ['customer_id', 'restaurant_id', 'status'],
    indexes: [['customer_id']],
    why: 'A code for a first order asks whether the customer has ordered at the restaurant before, in the transaction that places the order (the orders module calls in with its lock held).',
  },
});

export type PromotionsView = ReadModelView<typeof readModel>;
