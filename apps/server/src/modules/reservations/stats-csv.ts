import { formatAmount, type Locale, type TBookingStats, type TStatsRateSplits } from '@portal/contract';
import { csvText, frenchDate, inertText } from '../../core/french-csv.js';

const texts = {
  fr: {
    title: 'Statistiques des réservations',
    period: (from: string, to: string) => `du ${from} au ${to}`,
    coversPerDay: 'Couverts par jour',
    date: 'Date',
    booked: (service: string) => `${service} – réservés`,
    honoured: (service: string) => `${service} – honorés`,
    totalBooked: 'Total réservés',
    totalHonoured: 'Total honorés',
    noShows: 'Absences',
    lateCancellations: 'Annulations tardives (moins de 12 h avant)',
    group: 'Groupe',
    bookings: 'Réservations',
    rate: 'Taux (%)',
    total: 'Total',
    source: { online: 'Source : en ligne', phone: 'Source : téléphone', walk_in: 'Source : sans réservation' },
    party: (group: string) => `Couverts : ${group}`,
    imprint: { yes: 'Empreinte : oui', no: 'Empreinte : non' },
    compensation: 'Indemnités d’absence',
    amount: 'Montant (€)',
    count: 'Nombre',
    collected: 'Prélevées',
    refunded: 'Remboursées',
    offers: 'Offres',
    offer: 'Offre',
    deletedOffer: 'Offre supprimée',
    percent: 'Remise (%)',
    covers: 'Couverts',
    share: 'Part des couverts (%)',
  },
  en: {
    title: 'Booking statistics',
    period: (from: string, to: string) => `${from} to ${to}`,
    coversPerDay: 'Covers per day',
    date: 'Date',
    booked: (service: string) => `${service} – booked`,
    honoured: (service: string) => `${service} – honoured`,
    totalBooked: 'Total booked',
    totalHonoured: 'Total honoured',
    noShows: 'No-shows',
    lateCancellations: 'Late cancellations (within 12 h)',
    group: 'Group',
    bookings: 'Bookings',
    rate: 'Rate (%)',
    total: 'Total',
    source: { online: 'Source: online', phone: 'Source: phone', walk_in: 'Source: walk-in' },
    party: (group: string) => `Party: ${group}`,
    imprint: { yes: 'Imprint: yes', no: 'Imprint: no' },
    compensation: 'No-show compensation',
    amount: 'Amount (€)',
    count: 'Count',
    collected: 'Collected',
    refunded: 'Refunded',
    offers: 'Offers',
    offer: 'Offer',
    deletedOffer: 'Deleted offer',
    percent: 'Discount (%)',
    covers: 'Covers',
    share: 'Share of covers (%)',
  },
} as const;

/** A percentage with its decimal comma (33,3); empty when there is none. */
const rateCell = (rate: number | null) => (rate === null ? '' : String(rate).replace('.', ','));

/**
 * The statistics as CSV that French Excel opens as it is, like the report's and the guest book's:
 * UTF-8 with a BOM, `;` between fields, CRLF, decimal commas, dates dd/mm/yyyy, names typed by the
 * restaurant never read as a formula. One section per table of the screen, a blank line between.
 */
export function bookingStatsCsv(stats: TBookingStats, lang: Locale): string {
  const t = texts[lang];
  const lines: string[][] = [];
  const write = (fields: string[]) => lines.push(fields);
  const serviceName = (service: TBookingStats['services'][number]) =>
    inertText(lang === 'fr' ? service.fr_name : service.name);

  write([t.title, t.period(frenchDate(stats.from), frenchDate(stats.to))]);
  write([]);
  write([t.coversPerDay]);
  write([
    t.date,
    ...stats.services.flatMap((service) => [t.booked(serviceName(service)), t.honoured(serviceName(service))]),
    t.totalBooked,
    t.totalHonoured,
  ]);
  for (const day of stats.days) {
    write([
      frenchDate(day.date),
      ...day.services.flatMap((cellOf) => [String(cellOf.booked_covers), String(cellOf.honoured_covers)]),
      String(day.booked_covers),
      String(day.honoured_covers),
    ]);
  }
  write([
    t.total,
    ...stats.services.flatMap(() => ['', '']),
    String(stats.booked_covers),
    String(stats.honoured_covers),
  ]);

  const rates = (title: string, splits: TStatsRateSplits) => {
    write([]);
    write([title]);
    write([t.group, t.bookings, title, t.rate]);
    const row = (label: string, figure: { bookings: number; count: number; rate: number | null }) =>
      write([label, String(figure.bookings), String(figure.count), rateCell(figure.rate)]);
    row(t.total, splits.total);
    for (const figure of splits.by_source) row(t.source[figure.group], figure);
    for (const figure of splits.by_party_size) row(t.party(figure.group), figure);
    for (const figure of splits.by_imprint) row(t.imprint[figure.group], figure);
  };
  rates(t.noShows, stats.no_shows);
  rates(t.lateCancellations, stats.late_cancellations);

  write([]);
  write([t.compensation]);
  write(['', t.amount, t.count]);
  write([t.collected, formatAmount(stats.charges.collected_cents, 'fr'), String(stats.charges.collected_count)]);
  write([t.refunded, formatAmount(stats.charges.refunded_cents, 'fr'), String(stats.charges.refunded_count)]);

  write([]);
  write([t.offers]);
  write([t.offer, t.percent, t.bookings, t.covers, t.share]);
  for (const offer of stats.offers) {
    write([
      offer.name ? inertText(offer.name) : t.deletedOffer,
      String(offer.percent),
      String(offer.bookings),
      String(offer.covers),
      rateCell(offer.share),
    ]);
  }
  return csvText(lines);
}
