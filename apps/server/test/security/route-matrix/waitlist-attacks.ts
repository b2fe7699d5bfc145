import { waitlistApiPaths } from '@portal/contract';
import { type AttackRow, getWith, postWith } from './attack-rows.js';

/**
 * The waitlist and the walk-in queue, attacked with B's ids: A's list shows only A's entries, and
 * B's entries are answered as missing whatever A asks of them (the floor plan's seating included).
 */
export const waitlistAttacks: AttackRow[] = [
  getWith(waitlistApiPaths.waitlistList, 'own-only', (b) => ({ date: '2026-11-26', restaurants_id: b.restaurant })),
  getWith(waitlistApiPaths.waitlistList, 'own-only', (b) => ({ date: '2026-11-25', restaurants_id: b.restaurant })),
  postWith(waitlistApiPaths.offerWaitlistSlot, 'not-found', (b) => ({ entry_id: b.waitlistEntry, time: '20:00' })),
  postWith(waitlistApiPaths.removeWaitlistEntry, 'not-found', (b) => ({ entry_id: b.waitlistEntry })),
  postWith(waitlistApiPaths.removeWaitlistEntry, 'not-found', (b) => ({ entry_id: b.walkIn })),
  // A walk-in added with B's ids is A's own, in A's queue.
  postWith(waitlistApiPaths.addWalkIn, 'own-only', (b) => ({
    restaurants_id: b.restaurant,
    entry_id: b.walkIn,
    name: 'Par A',
    covers: '2',
    quoted_minutes: '10',
  })),
  postWith(waitlistApiPaths.notifyWalkInReady, 'not-found', (b) => ({ entry_id: b.walkIn })),
  postWith(waitlistApiPaths.seatWalkIn, 'not-found', (b) => ({ entry_id: b.walkIn, table_ids: `${b.table}` })),
];
