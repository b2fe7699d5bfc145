import { declareReadModel, type ReadModel, type TableRead } from '../../db/read-model.js';
import { ARCHIVED } from './archive-tables.js';

/**
 * What the privacy module reads of tables other modules own. It writes none of them.
 */
const campaignsAndKeeping = declareReadModel({
  customers: {
    owner: 'customers',
    columns: ['id', 'first_name', 'email', 'lang', 'closed_at'],
    indexes: [['id']],
    why: 'A campaign reads its recipients’ address and language when each message leaves, in batches by primary key, so a closed account or a changed address is never written to.',
  },
  bookings: {
    owner: 'reservations',
    columns: ['restaurant_id', 'customer_id', 'phone', 'meal_at', 'status'],
    indexes: [['customer_id']],
    why: 'A campaign’s audience (last visit, the guest-book phone of its tags), and the guest’s last booking that keeps a consent, are queries over the restaurant’s bookings of the consenting customers.',
  },
  orders: {
    owner: 'orders',
    columns: ['restaurant_id', 'customer_id', 'created_at'],
    indexes: [['customer_id', 'created_at']],
    why: 'A consent to a restaurant’s news is kept 3 years after the guest’s last order or booking there: one daily query over the consenting customers’ orders.',
  },
  guests: {
    owner: 'reservations',
    columns: ['restaurant_id', 'phone', 'tags'],
    indexes: [['restaurant_id', 'phone']],
    why: 'A campaign’s audience may be the guests with some tags, joined to the bookings by phone in the same query.',
  },
});

/**
 * A person's archive reads, from each table another module owns, the column naming them and
 * the columns it exports (`archive-tables.ts`): once a month at most per person, by the owner's
 * rows of that person.
 */
function withArchiveReads<M extends ReadModel>(model: M): M {
  const reads: Record<string, TableRead<never>> = { ...(model as Record<string, TableRead<never>>) };
  for (const { table, rule } of ARCHIVED) {
    if (rule.owner === 'privacy') continue;
    const sections = [rule.customer, rule.partner].filter((section) => section !== undefined);
    const columns = new Set<string>(reads[table]?.columns ?? []);
    for (const section of sections) {
      columns.add(section.by);
      if (section.ofKind) columns.add('account_kind');
      for (const column of section.columns) columns.add(column);
    }
    const archive =
      'A person’s archive of their data: their rows, read once per request by the column that names them.';
    reads[table] = {
      ...reads[table],
      owner: rule.owner,
      columns: [...columns] as never[],
      why: reads[table] ? `${reads[table].why} ${archive}` : archive,
    };
  }
  return reads as M;
}

export const readModel = withArchiveReads(campaignsAndKeeping);
