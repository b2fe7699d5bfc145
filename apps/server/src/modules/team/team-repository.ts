import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import type { Clock } from '../../core/clock.js';
import type { TeamMember } from './tables.js';
import { isRestaurantRow } from '../../db/restaurant-rows.js';

/** The restaurant's managers and staff: the only place with the team's SQL. */
export class TeamRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async listOf(restaurantId: number): Promise<TeamMember[]> {
    return this.db
      .selectFrom('team_members')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async countOf(restaurantId: number): Promise<number> {
    const row = await this.db
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async findByPhone(phone: string): Promise<TeamMember | undefined> {
    return this.db.selectFrom('team_members').selectAll().where('phone', '=', phone).executeTakeFirst();
  }

  async find(restaurantId: number, id: number): Promise<TeamMember | undefined> {
    return this.db.selectFrom('team_members').selectAll().where(isRestaurantRow(restaurantId, id)).executeTakeFirst();
  }

  async invite(member: {
    restaurant_id: number;
    name: string;
    phone: string;
    country_code: string;
    role: string;
  }): Promise<TeamMember> {
    const now = this.clock();
    return this.db
      .insertInto('team_members')
      .values({ ...member, invited_at: now, accepted_at: null, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(
    restaurantId: number,
    id: number,
    changes: Partial<Pick<TeamMember, 'name' | 'role' | 'password_hash' | 'state' | 'invited_at' | 'accepted_at'>>,
  ): Promise<TeamMember | undefined> {
    return this.db
      .updateTable('team_members')
      .set({ ...changes, updated_at: this.clock() })
      .where(isRestaurantRow(restaurantId, id))
      .returningAll()
      .executeTakeFirst();
  }

  /** Accepting is once: only an invitation still waiting becomes an active member. */
  async accept(id: number, passwordHash: string): Promise<boolean> {
    const now = this.clock();
    const result = await this.db
      .updateTable('team_members')
      .set({ password_hash: passwordHash, state: 'active', accepted_at: now, updated_at: now })
      .where('id', '=', id)
      .where('state', '=', 'invited')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async remove(restaurantId: number, id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('team_members').where(isRestaurantRow(restaurantId, id)).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
