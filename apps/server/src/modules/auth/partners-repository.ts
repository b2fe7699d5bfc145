import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import type { NewPartner, Partner, PartnerUpdate } from './tables.js';
import type { Clock } from '../../core/clock.js';

export class PartnersRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async findById(id: number, trx: Kysely<Database> = this.db): Promise<Partner | undefined> {
    return trx.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByPhone(phone: string, trx: Kysely<Database> = this.db): Promise<Partner | undefined> {
    return trx.selectFrom('partners').selectAll().where('phone', '=', phone).executeTakeFirst();
  }

  async findByEmail(email: string, trx: Kysely<Database> = this.db): Promise<Partner | undefined> {
    return trx.selectFrom('partners').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  async create(partner: NewPartner, trx: Kysely<Database> = this.db): Promise<Partner> {
    return trx
      .insertInto('partners')
      .values({ ...partner, email: partner.email.toLowerCase() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, changes: PartnerUpdate, trx: Kysely<Database> = this.db): Promise<Partner | undefined> {
    return trx
      .updateTable('partners')
      .set({ ...changes, updated_at: this.clock() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Takes the partner's row lock for the rest of the transaction (a no-op write: PostgreSQL
   * locks the row, SQLite takes the write lock), so that checks-then-writes on the partner's
   * codes cannot interleave across requests or server processes.
   */
  async lockForUpdate(id: number, trx: Kysely<Database>): Promise<void> {
    await trx
      .updateTable('partners')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', id)
      .execute();
  }

  async listAwaitingApproval(): Promise<Partner[]> {
    return this.db
      .selectFrom('partners')
      .selectAll()
      .where('admin_aproval', '=', 0)
      .orderBy('created_at', 'asc')
      .execute();
  }
}
