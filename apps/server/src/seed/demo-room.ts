import type { TableShape } from '@portal/contract';
import { ZAddWalkInRequestSchema, ZJoinWaitlistRequestSchema } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../core/clock.js';
import { addDays, parisDate } from '../core/paris-time.js';
import { encodePublicId } from '../core/public-id.js';
import type { MessageTransport } from '../infra/notify/transport.js';
import type { ReservationsModule } from '../modules/reservations/index.js';
import { WalkInQueue } from '../modules/reservations/walk-in-queue.js';
import type { Database } from '../schema.js';

/** Where the demo's tables stand: the dining room in three rows, the terrace along the front. */
const PLACES: Record<string, { x: number; y: number; shape: TableShape; rotation?: 0 | 90; area?: string }> = {
  '1': { x: 120, y: 150, shape: 'round' },
  '2': { x: 280, y: 150, shape: 'round' },
  '3': { x: 440, y: 150, shape: 'round' },
  '4': { x: 160, y: 450, shape: 'square' },
  '5': { x: 300, y: 450, shape: 'square' },
  '6': { x: 500, y: 450, shape: 'square' },
  '7': { x: 160, y: 750, shape: 'square' },
  '8': { x: 300, y: 750, shape: 'square' },
  '9': { x: 720, y: 300, shape: 'rect', rotation: 90 },
  'Table ronde': { x: 760, y: 720, shape: 'round' },
  'Terrasse 1': { x: 250, y: 400, shape: 'round', area: 'Terrasse' },
  'Terrasse 2': { x: 550, y: 400, shape: 'square', area: 'Terrasse' },
};

/** Tables 4 + 5 and 7 + 8 seat 6 to 8 online; the terrace's two seat 4 to 6, by phone. */
const COMBINATIONS = [
  { tables: ['4', '5'], min: 6, max: 8, online: 1 },
  { tables: ['7', '8'], min: 6, max: 8, online: 1 },
  { tables: ['Terrasse 1', 'Terrasse 2'], min: 4, max: 6, online: 0 },
] as const;

export interface DemoRoomDependencies {
  db: Kysely<Database>;
  reservations: ReservationsModule;
  transport: MessageTransport;
  clock: Clock;
}

/**
 * The demo restaurant's room as a host sees it: its tables placed on the plan of the dining room
 * and the terrace, tables put together for larger parties, tonight's walk-in queue (two parties
 * waiting) and a waitlist with a table offered to the first guest waiting. A restaurant whose plan
 * was placed already is left as it is.
 */
export async function seedDemoRoom(deps: DemoRoomDependencies, restaurantId: number): Promise<{ walkIns: number }> {
  const { reservations } = deps;
  const plan = await reservations.floorPlan.plan(restaurantId);
  if (plan.combinations.length > 0) return { walkIns: 0 };
  const tables = new Map(plan.tables.map((table) => [table.name, table.id]));
  await reservations.floorPlan.savePlan(restaurantId, {
    tables: plan.tables.map((table) => {
      const place = PLACES[table.name] ?? { x: table.x, y: table.y, shape: table.shape };
      return {
        table_id: table.id,
        x: place.x,
        y: place.y,
        shape: place.shape,
        rotation: place.rotation ?? 0,
        area: place.area ?? '',
        blocked: 0,
      };
    }),
  });
  for (const combination of COMBINATIONS)
    await reservations.floorPlan.saveCombination(restaurantId, {
      combination_id: null,
      table_ids: combination.tables.map((name) => tables.get(name)!).sort((a, b) => a - b),
      min_covers: combination.min,
      max_covers: combination.max,
      online: combination.online,
    });

  const walkIns = new WalkInQueue({
    ...reservations.waitlist.context,
    waitlist: reservations.waitlist.repository,
    transport: deps.transport,
  });
  for (const party of [
    { name: 'Famille Moreau', covers: '4', quoted_minutes: '15' },
    { name: 'Julien', covers: '2', quoted_minutes: '25' },
  ])
    await walkIns.add(restaurantId, ZAddWalkInRequestSchema.parse(party));

  await waitlistWithOffer(deps, restaurantId);
  return { walkIns: 2 };
}

/**
 * Two guests wait for Saturday evening; the first is offered 21:30 by the host. The guests are
 * the demo's accounts (made with the reviews), oldest first.
 */
async function waitlistWithOffer(deps: DemoRoomDependencies, restaurantId: number): Promise<void> {
  const guests = await deps.db
    .selectFrom('customers')
    .select(['id', 'first_name', 'last_name', 'phone', 'email'])
    .where('closed_at', 'is', null)
    .orderBy('id')
    .limit(2)
    .execute();
  const today = parisDate(deps.clock());
  let saturday = addDays(today, 1);
  while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
  const { service } = deps.reservations.waitlist;
  const entries = [];
  for (const guest of guests)
    entries.push(
      await service.join(
        {
          customer_id: guest.id,
          first_name: guest.first_name,
          last_name: guest.last_name,
          phone: guest.phone ?? '',
          email: guest.email ?? '',
          lang: 'fr',
        },
        ZJoinWaitlistRequestSchema.parse({
          restaurant_id: encodePublicId(restaurantId),
          date: saturday,
          covers: '2',
          earliest: '20:00',
          latest: '21:30',
        }),
      ),
    );
  if (entries[0]) await service.offerByHand(restaurantId, entries[0].entry_id, '21:30');
}
