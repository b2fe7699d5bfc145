import { PassThrough } from 'node:stream';
import {
  ALLERGEN_CODES,
  ALLERGENS,
  BOOKING_STATUS_LABELS,
  guestPhone,
  type Locale,
  type TBooking,
} from '@portal/contract';
import { A4, MM, startPdf } from '../../core/pdf-document.js';
import { calendarDateInWords } from '../../core/paris-time.js';
import type { BookingLedger } from './booking-ledger.js';
import type { ReservationsRepository } from './reservations-repository.js';
import type { RestaurantBook } from './restaurant-book.js';

const texts = {
  fr: {
    title: 'Carnet de réservations',
    columns: ['Heure', 'Client', 'Couv.', 'Tables', 'Statut', 'Notes', 'Allergies'],
    summary: (bookings: number, covers: number) =>
      `${bookings} réservation${bookings > 1 ? 's' : ''}, ${covers} couvert${covers > 1 ? 's' : ''}`,
    empty: 'Aucune réservation ce jour.',
    page: (n: number) => `Page ${n}`,
  },
  en: {
    title: 'Booking book',
    columns: ['Time', 'Guest', 'Covers', 'Tables', 'Status', 'Notes', 'Allergies'],
    summary: (bookings: number, covers: number) =>
      `${bookings} booking${bookings === 1 ? '' : 's'}, ${covers} cover${covers === 1 ? '' : 's'}`,
    empty: 'No booking this day.',
    page: (n: number) => `Page ${n}`,
  },
} as const;

/** Column widths in mm: they fill the A4 width between the margins (182 mm). */
const WIDTHS = [14, 36, 12, 22, 22, 44, 32].map((mm) => mm * MM);

/** The statuses that keep a place on the day: the cancelled and refused are left off the printed book. */
const ON_THE_BOOK = new Set(['pending', 'confirmed', 'seated', 'honoured', 'no_show', 'awaiting_guarantee']);

export interface PrintedDay {
  restaurant: string;
  date: string;
  bookings: readonly TBooking[];
  /** Per phone, the guest book's allergen codes, comma-separated. */
  allergens: ReadonlyMap<string, string>;
}

/** "Lait, Fruits à coque": the guest book's allergen codes in words, in the regulation's order. */
function allergenWords(codes: string | undefined, lang: Locale): string {
  const noted = new Set((codes ?? '').split(',').map((code) => code.trim()));
  return ALLERGEN_CODES.filter((code) => noted.has(code))
    .map((code) => ALLERGENS[code][lang])
    .join(', ');
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The day's book on A4, by time, for the host's desk: guest, covers, tables, status, the booking's
 * note and the guest book's allergies; the header repeats on every page.
 */
export async function writeDayBookPdf(day: PrintedDay, lang: Locale): Promise<Buffer> {
  const t = texts[lang];
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const { doc, regular, bold, done, addPage, ruleUnder } = startPdf(out);
  const left = A4.margin;
  const bottom = A4.height - A4.margin;
  let y = 0;
  let pageNumber = 0;

  const row = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(8);
    const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: WIDTHS[i]! - 4 }))) + 4;
    if (y + height > bottom) newPage();
    doc.font(font).fontSize(8);
    let x = left;
    cells.forEach((text, i) => {
      doc.text(text, x + 2, y + 2, { width: WIDTHS[i]! - 4 });
      x += WIDTHS[i]!;
    });
    y += height;
    ruleUnder(left, A4.width - A4.margin, y);
  };
  const newPage = () => {
    addPage();
    pageNumber += 1;
    doc.font(bold).fontSize(14).fillColor('#000').text(t.title, left, A4.margin);
    doc.font(bold).fontSize(10).text(day.restaurant);
    doc
      .font(regular)
      .fontSize(9)
      .text(calendarDateInWords(day.date, lang === 'en' ? 'en-GB' : 'fr-FR', true));
    doc.text(t.page(pageNumber), left, A4.margin, { align: 'right', width: A4.width - 2 * A4.margin });
    y = A4.margin + 56;
    row(t.columns, bold);
  };

  const listed = day.bookings
    .filter((booking) => ON_THE_BOOK.has(booking.status))
    .sort((a, b) => a.meal_at - b.meal_at || a.id - b.id);
  newPage();
  for (const booking of listed)
    row(
      [
        booking.time,
        [booking.first_name, booking.last_name].filter(Boolean).join(' ') +
          (booking.phone ? `\n${guestPhone(booking.phone)}` : ''),
        String(booking.covers),
        booking.tables.map((table) => table.name).join(' + '),
        capitalized(BOOKING_STATUS_LABELS[booking.status][lang]),
        [booking.occasion, booking.note].filter(Boolean).join(' — '),
        allergenWords(day.allergens.get(booking.phone), lang),
      ],
      regular,
    );
  const covers = listed.reduce((sum, booking) => sum + booking.covers, 0);
  doc
    .font(regular)
    .fontSize(9)
    .fillColor('#000')
    .text(listed.length === 0 ? t.empty : t.summary(listed.length, covers), left, y + 8);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The day's book to print: what the screen shows for the day, with the restaurant's name and allergies. */
export class DayBookPrint {
  constructor(
    private readonly deps: { book: RestaurantBook; repository: ReservationsRepository; ledger: BookingLedger },
  ) {}

  async pdf(restaurantId: number, date: string, lang: Locale): Promise<Buffer> {
    const [book, facts] = await Promise.all([
      this.deps.book.day(restaurantId, date, null),
      this.deps.ledger.facts(restaurantId),
    ]);
    const phones = [...new Set(book.bookings.map((booking) => booking.phone).filter(Boolean))];
    const allergens = await this.deps.repository.guestAllergens(restaurantId, phones);
    return writeDayBookPdf({ restaurant: facts?.name ?? '', date, bookings: book.bookings, allergens }, lang);
  }
}
