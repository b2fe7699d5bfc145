import type { Writable } from 'node:stream';
import { guestPhone, type Locale } from '@portal/contract';
import { frenchDate, inertText, nextSlice, startCsv } from '../../core/french-csv.js';
import { parisDate } from '../../core/paris-time.js';
import type { GuestsService } from './guests-service.js';

/** Guests read from the database at a time; the event loop answers other requests between batches. */
const GUESTS_PER_BATCH = 1000;

const columns: Record<Locale, string[]> = {
  fr: [
    'Nom',
    'Prénom',
    'Téléphone',
    'E-mail',
    'Visites',
    'Couverts',
    'Couverts par visite',
    'Absences',
    'Annulations tardives',
    'Réservations',
    'Dernière visite',
    'Étiquettes',
    'Allergènes',
    'Notes',
  ],
  en: [
    'Last name',
    'First name',
    'Phone',
    'E-mail',
    'Visits',
    'Covers',
    'Covers per visit',
    'No-shows',
    'Late cancellations',
    'Bookings',
    'Last visit',
    'Tags',
    'Allergens',
    'Notes',
  ],
};

/**
 * Every guest of the restaurant as CSV that French Excel opens as it is, like the report's: UTF-8
 * with a BOM, `;` between fields, CRLF, decimal commas, dates dd/mm/yyyy in Paris, typed text
 * never read as a formula. Written batch by batch, in the list's order.
 */
export async function writeGuestCsv(
  out: Writable,
  guests: GuestsService,
  restaurantId: number,
  lang: Locale,
): Promise<void> {
  const write = startCsv(out);
  write(columns[lang]);
  for await (const batch of guests.everyGuest(restaurantId, GUESTS_PER_BATCH, lang)) {
    for (const guest of batch) {
      write([
        inertText(guest.last_name),
        inertText(guest.first_name),
        inertText(guestPhone(guest.phone)),
        inertText(guest.email),
        String(guest.visits),
        String(guest.covers),
        guest.visits > 0 ? (guest.covers / guest.visits).toFixed(1).replace('.', ',') : '',
        String(guest.no_shows),
        String(guest.late_cancellations),
        String(guest.bookings),
        guest.last_visit_at === null ? '' : frenchDate(parisDate(guest.last_visit_at)),
        inertText(guest.tags.join(', ')),
        guest.allergens.map((a) => a.label).join(', '),
        inertText(guest.notes),
      ]);
    }
    if (!(await nextSlice(out))) return;
  }
}
