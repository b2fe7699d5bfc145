import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Customer, CustomersTable } from './tables.js';

/** A booking page's phone waits this long for its code before it is forgotten. */
const PENDING_GUEST_KEPT_MS = 24 * 60 * 60_000;
import type { Database } from '../../schema.js';
import type { Clock } from '../../core/clock.js';

/** Customer accounts; a closed account is never found by its (erased) phone or e-mail. */
export class CustomersRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async findById(id: number, trx: Kysely<Database> = this.db): Promise<Customer | undefined> {
    return trx.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByPhone(phone: string, trx: Kysely<Database> = this.db): Promise<Customer | undefined> {
    return trx.selectFrom('customers').selectAll().where('phone', '=', phone).executeTakeFirst();
  }

  async findByEmail(email: string, trx: Kysely<Database> = this.db): Promise<Customer | undefined> {
    return trx.selectFrom('customers').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  async findByGoogleSub(sub: string, trx: Kysely<Database> = this.db): Promise<Customer | undefined> {
    return trx.selectFrom('customers').selectAll().where('google_sub', '=', sub).executeTakeFirst();
  }

  async create(
    customer: Omit<Insertable<CustomersTable>, 'created_at' | 'updated_at'>,
    trx: Kysely<Database> = this.db,
  ): Promise<Customer> {
    const now = this.clock();
    return trx
      .insertInto('customers')
      .values({ ...customer, email: customer.email?.toLowerCase() ?? null, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(
    id: number,
    changes: Omit<Updateable<CustomersTable>, 'id' | 'created_at' | 'updated_at'>,
    trx: Kysely<Database> = this.db,
  ): Promise<Customer | undefined> {
    return trx
      .updateTable('customers')
      .set({ ...changes, ...(changes.email ? { email: changes.email.toLowerCase() } : {}), updated_at: this.clock() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** The customer's row lock for the rest of the transaction (see PartnersRepository.lockForUpdate). */
  async lockForUpdate(id: number, trx: Kysely<Database>): Promise<void> {
    await trx
      .updateTable('customers')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', id)
      .execute();
  }

  /**
   * The pending guest of a phone (made if none): what a booking page's code is bound to before
   * any account exists. Those older than a day are forgotten on the way.
   */
  async pendingGuest(phone: string): Promise<{ id: number }> {
    const now = this.clock();
    await this.db
      .deleteFrom('pending_guests')
      .where('created_at', '<', now - PENDING_GUEST_KEPT_MS)
      .execute();
    await this.db
      .insertInto('pending_guests')
      .values({ phone, created_at: now })
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute();
    return this.db.selectFrom('pending_guests').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  }

  async findPendingGuest(phone: string): Promise<{ id: number } | undefined> {
    return this.db.selectFrom('pending_guests').select('id').where('phone', '=', phone).executeTakeFirst();
  }

  async deletePendingGuest(id: number, trx: Kysely<Database>): Promise<void> {
    await trx.deleteFrom('pending_guests').where('id', '=', id).execute();
  }

  /** The pending guest's row lock for the rest of the transaction (sends of its codes, one at a time). */
  async lockPendingGuest(id: number, trx: Kysely<Database>): Promise<void> {
    await trx
      .updateTable('pending_guests')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', id)
      .execute();
  }
}
