import { declareReadModel, type ReadModelView } from '../../db/read-model.js';

/** What the loyalty programme reads of tables other modules own. */
export const readModel = declareReadModel({
  customers: {
    owner: 'customers',
    columns: ['id', 'first_name', 'last_name'],
    indexes: [['id']],
    why: 'The members list names each guest beside their balance: one read by primary key for the page of members shown.',
  },
});

export type LoyaltyView = ReadModelView<typeof readModel>;
