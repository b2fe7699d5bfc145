import { type Locale, parseClock } from '@portal/contract';
import type { Clock } from '../../../core/clock.js';
import { AppError } from '../../../core/errors.js';
import { addDays, parisDate, parisInstant } from '../../../core/paris-time.js';
import { encodePublicId } from '../../../core/public-id.js';
import type { GuestBookings } from '../../reservations/index.js';
import type { PublicPageSource } from '../sources.js';
import type { BookingSectionData } from './booking-section.js';

/** The party the section lists free times for, and how many days it looks ahead for them. */
const SECTION_COVERS = 2;
const SECTION_DAYS = 7;

/** The instant of a slot of a day's services: times after the evening's last one are past midnight. */
function slotInstants(date: string, times: readonly string[]): number[] {
  let previous = -1;
  let nextDay = false;
  return times.map((time) => {
    const minute = parseClock(time) ?? 0;
    if (minute < previous) nextDay = true;
    previous = minute;
    return parisInstant(nextDay ? addDays(date, 1) : date, time);
  });
}

/**
 * The booking section of the public page as one of its sources: the next free times for two
 * within a week, and their version (the settings, services and tables, the bookings and offers of
 * those days), so a slot that fills changes the page and its ETag at the next request. Null when
 * the restaurant takes no booking online.
 */
export function bookingSource(deps: {
  reservations: Pick<GuestBookings, 'availability' | 'availabilityVersion'>;
  clock: Clock;
}): PublicPageSource<BookingSectionData | null> {
  return {
    version(restaurantId) {
      const today = parisDate(deps.clock());
      return deps.reservations.availabilityVersion(restaurantId, today, addDays(today, SECTION_DAYS));
    },
    async read(restaurantId: number, _lang: Locale) {
      const publicId = encodePublicId(restaurantId);
      const now = deps.clock();
      const today = parisDate(now);
      let covers = SECTION_COVERS;
      let maxPartyOnline = SECTION_COVERS;
      let maxAdvanceDays = 0;
      for (let ahead = 0; ahead < SECTION_DAYS; ahead += 1) {
        const date = addDays(today, ahead);
        let day;
        try {
          day = await deps.reservations.availability(publicId, date, covers);
        } catch (problem) {
          if (!(problem instanceof AppError)) throw problem;
          // A restaurant taking only one guest at a time online lists its times for one.
          if (problem.code === 'COVERS_ABOVE_ONLINE_MAX' && covers > 1) {
            covers = 1;
            ahead -= 1;
            continue;
          }
          return null;
        }
        maxPartyOnline = day.max_party_online;
        maxAdvanceDays = day.max_advance_days;
        const slots = day.slots.filter((slot) => slot.available).map(({ time, offer }) => ({ time, offer }));
        if (slots.length === 0) continue;
        // A listed time leaves the list the moment the restaurant's notice before it has begun
        // (it is bookable at exactly that instant, not a millisecond later).
        const notice = day.min_notice_minutes * 60_000 - 1;
        const ends = slotInstants(
          date,
          day.slots.map((slot) => slot.time),
        )
          .filter((_, index) => day.slots[index]!.available)
          .map((at) => at - notice)
          .filter((at) => at > now);
        return {
          today,
          maxPartyOnline,
          maxAdvanceDays,
          covers,
          free: { date, slots },
          changesAt: ends.length > 0 ? Math.min(...ends) : null,
        };
      }
      return { today, maxPartyOnline, maxAdvanceDays, covers, free: null, changesAt: null };
    },
  };
}
