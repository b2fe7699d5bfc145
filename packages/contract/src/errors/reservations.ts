import type { MessagePair } from '../message-pair.js';
import {
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  FREE_CHANGE_HOURS,
  LATE_AFTER_MINUTES,
  MAX_ADVANCE_DAYS,
  MAX_CAPACITY_COVERS,
  MAX_DURATION_MINUTES,
  MAX_IMPRINT_PER_COVER_CENTS,
  MAX_NOTICE_MINUTES,
  MAX_PARTY,
  MAX_SERVICES,
  MAX_TABLES,
  MIN_DURATION_MINUTES,
  SEAT_EARLIEST_MINUTES_BEFORE,
} from '../reservation-limits.js';
import { STATS_FIRST_YEAR, STATS_LAST_YEAR, STATS_MAX_DAYS } from '../booking-stats-limits.js';

/** "This booking is already honoured": a refused change names the status the booking has now. */
type BookingNowCode = `BOOKING_NOW_${Uppercase<BookingStatus>}`;
const bookingNowErrors = Object.fromEntries(
  Object.entries(BOOKING_STATUS_LABELS).map(([status, label]) => [
    `BOOKING_NOW_${status.toUpperCase()}`,
    {
      en: `This booking is ${label.en} now: that change is not possible`,
      fr: `Cette réservation est ${label.fr} désormais\u00a0: ce changement n’est pas possible`,
    },
  ]),
) as Record<BookingNowCode, MessagePair>;

/** Table reservations: the book, its settings, services and tables, the guests' calls. */
export const reservationErrors = {
  ...bookingNowErrors,
  RESERVATIONS_CLOSED: {
    en: 'This restaurant does not take bookings online at the moment',
    fr: 'Ce restaurant ne prend pas de réservation en ligne pour le moment',
  },
  SLOT_FULL: {
    en: 'This time is fully booked: choose another one',
    fr: 'Ce créneau est complet\u00a0: choisissez-en un autre',
  },
  SLOT_NOT_OFFERED: {
    en: 'The restaurant takes no booking at this time: choose one of the times offered',
    fr: 'Le restaurant ne prend pas de réservation à cette heure\u00a0: choisissez un des horaires proposés',
  },
  BOOKING_DATE_INVALID: { en: 'Enter a valid date', fr: 'Saisissez une date valide' },
  BOOKING_TIME_INVALID: { en: 'Enter a time as HH:MM', fr: 'Saisissez une heure au format HH:MM' },
  BOOKING_IN_PAST: {
    en: 'This time has already passed',
    fr: 'Cet horaire est déjà passé',
  },
  BOOKING_TOO_SOON: {
    en: 'This time is too close: the restaurant needs more notice',
    fr: 'Cet horaire est trop proche\u00a0: le restaurant demande un délai plus long',
  },
  BOOKING_TOO_FAR: {
    en: 'This date is too far ahead: the restaurant does not take bookings that early',
    fr: 'Cette date est trop lointaine\u00a0: le restaurant ne prend pas encore de réservation pour ce jour',
  },
  COVERS_INVALID: {
    en: `The number of guests must be a whole number from 1 to ${MAX_PARTY}`,
    fr: `Le nombre de couverts doit être un nombre entier de 1 à ${MAX_PARTY}`,
  },
  COVERS_ABOVE_ONLINE_MAX: {
    en: 'For a party this size, call the restaurant',
    fr: 'Pour un groupe de cette taille, appelez le restaurant',
  },
  BOOKING_TOO_CLOSE_TO_ANOTHER: {
    en: 'You already have a booking within 2 hours of this time on this day',
    fr: 'Vous avez déjà une réservation à moins de 2 heures de cet horaire ce jour-là',
  },
  /* A guest's caps: the number allowed comes with the refusal as `limit`. */
  BOOKING_LIMIT_AT_RESTAURANT: {
    en: 'You already hold the most bookings to come allowed at one restaurant: cancel one before booking again here',
    fr: 'Vous avez déjà le nombre maximal de réservations à venir dans un même restaurant\u00a0: annulez-en une avant de réserver de nouveau ici',
  },
  BOOKING_LIMIT_OVERALL: {
    en: 'You already hold the most bookings to come allowed on the platform: cancel one before booking again',
    fr: 'Vous avez déjà le nombre maximal de réservations à venir sur la plateforme\u00a0: annulez-en une avant de réserver de nouveau',
  },
  BOOKING_COVERS_LIMIT_FOR_DAY: {
    en: 'Your bookings of this day would pass the most covers one guest may book for a day: choose a smaller party or another day',
    fr: 'Vos réservations de ce jour dépasseraient le nombre maximal de couverts qu’un client peut réserver pour une journée\u00a0: choisissez moins de couverts ou un autre jour',
  },
  MODIFICATION_REQUEST_WAITING: {
    en: 'Your previous change is waiting for the restaurant’s answer: one request at a time, wait for it before asking again',
    fr: 'Votre demande précédente attend la réponse du restaurant\u00a0: une demande à la fois, attendez-la avant d’en faire une autre',
  },
  BOOKING_CHANGES_LIMIT_FOR_DAY: {
    en: 'This booking has had the most changes allowed in one day: change it again tomorrow, or call the restaurant',
    fr: 'Cette réservation a atteint le nombre maximal de modifications pour une journée\u00a0: modifiez-la de nouveau demain, ou appelez le restaurant',
  },
  BOOKING_CHANGE_TOO_LATE: {
    en: `Less than ${FREE_CHANGE_HOURS} hours before the meal, a booking can no longer be changed or cancelled here: call the restaurant`,
    fr: `À moins de ${FREE_CHANGE_HOURS} heures du repas, une réservation ne peut plus être modifiée ni annulée ici\u00a0: appelez le restaurant`,
  },
  BOOKING_NOT_CHANGEABLE: {
    en: 'This booking can no longer be changed',
    fr: 'Cette réservation ne peut plus être modifiée',
  },
  NO_SHOW_TOO_EARLY: {
    en: `A guest can be marked as a no-show only ${LATE_AFTER_MINUTES} minutes after their time`,
    fr: `Un client ne peut être noté absent que ${LATE_AFTER_MINUTES} minutes après son heure`,
  },
  SEAT_TOO_EARLY: {
    en: `A guest can be seated from ${SEAT_EARLIEST_MINUTES_BEFORE} minutes before their time`,
    fr: `Un client peut être installé au plus tôt ${SEAT_EARLIEST_MINUTES_BEFORE} minutes avant son heure`,
  },
  HONOURED_TOO_EARLY: {
    en: 'A booking can be marked honoured from its time on',
    fr: 'Une réservation peut être notée honorée à partir de son heure',
  },
  BOOKING_REASON_REQUIRED: {
    en: 'Give the reason: the guest will read it',
    fr: 'Indiquez le motif\u00a0: le client le lira',
  },
  BOOKING_STATUS_INVALID: {
    en: 'Choose one of the statuses offered',
    fr: 'Choisissez un des statuts proposés',
  },
  FRAUD_REASON_INVALID: {
    en: 'Choose the category of the suspected fraud',
    fr: 'Choisissez la catégorie de la fraude suspectée',
  },
  GUEST_NAME_REQUIRED: { en: 'Enter the guest’s name', fr: 'Saisissez le nom du client' },
  BOOKING_SOURCE_INVALID: { en: 'Choose phone or walk-in', fr: 'Choisissez téléphone ou sans réservation' },
  OCCASION_INVALID: { en: 'Choose one of the occasions offered', fr: 'Choisissez une des occasions proposées' },
  MODIFICATION_ACTION_INVALID: {
    en: 'Choose accept, propose a time, propose cancellation or decline',
    fr: 'Choisissez accepter, proposer un horaire, proposer l’annulation ou refuser',
  },
  MODIFICATION_ALREADY_ANSWERED: {
    en: 'This request has already been answered',
    fr: 'Cette demande a déjà reçu une réponse',
  },
  NO_PROPOSAL_WAITING: {
    en: 'The restaurant has no proposal waiting for your answer',
    fr: 'Le restaurant n’attend pas de réponse de votre part',
  },
  BOOKING_LINK_INVALID: {
    en: 'This link is not valid any more: sign in to see your bookings',
    fr: 'Ce lien n’est plus valable\u00a0: connectez-vous pour voir vos réservations',
  },
  TABLE_TOO_SMALL: {
    en: 'These tables seat fewer guests than the booking',
    fr: 'Ces tables comptent moins de places que la réservation',
  },
  TABLE_NAME_REQUIRED: { en: 'Enter the table’s name', fr: 'Saisissez le nom de la table' },
  TABLE_NAME_TAKEN: { en: 'Another table has this name', fr: 'Une autre table porte ce nom' },
  TABLE_COVERS_INVALID: {
    en: `A table seats from 1 to ${MAX_PARTY} guests, the minimum not above the maximum`,
    fr: `Une table compte de 1 à ${MAX_PARTY} places, le minimum au plus égal au maximum`,
  },
  /** Listed in `affected_bookings`; sent again with `confirm_affected` = 1, the change is saved. */
  TABLE_CHANGE_AFFECTS_BOOKINGS: {
    en: 'Bookings to come are seated at this table and would no longer fit, or were booked online: confirm to save all the same, then give them another table',
    fr: 'Des réservations à venir sont placées à cette table et n’y tiendraient plus, ou ont été prises en ligne\u00a0: confirmez pour enregistrer quand même, puis attribuez-leur une autre table',
  },
  TABLE_HAS_BOOKINGS: {
    en: 'Bookings to come are seated at this table: give them another table first, or take this one off the online book instead',
    fr: 'Des réservations à venir sont placées à cette table\u00a0: attribuez-leur d’abord une autre table, ou retirez plutôt celle-ci des réservations en ligne',
  },
  TOO_MANY_TABLES: {
    en: `A restaurant has at most ${MAX_TABLES} tables`,
    fr: `Un restaurant compte au plus ${MAX_TABLES} tables`,
  },
  SERVICE_NAME_REQUIRED: { en: 'Enter the service’s name', fr: 'Saisissez le nom du service' },
  SERVICE_WEEKDAYS_REQUIRED: {
    en: 'Choose the days of this service',
    fr: 'Choisissez les jours de ce service',
  },
  SERVICE_SLOTS_INVALID: {
    en: 'Enter the first and last arrival as HH:MM, on the slot grid',
    fr: 'Saisissez la première et la dernière arrivée au format HH:MM, sur la grille des créneaux',
  },
  SERVICE_OUTSIDE_HOURS: {
    en: 'A service lies inside the opening hours of each of its days',
    fr: 'Un service se tient dans les horaires d’ouverture de chacun de ses jours',
  },
  SERVICE_OVERLAP: {
    en: 'This service overlaps another one on the same day',
    fr: 'Ce service chevauche un autre service le même jour',
  },
  SERVICE_CAPACITY_INVALID: {
    en: `The capacity is a whole number of covers from 1 to ${MAX_CAPACITY_COVERS}`,
    fr: `La capacité est un nombre entier de couverts de 1 à ${MAX_CAPACITY_COVERS}`,
  },
  SERVICE_PACING_INVALID: {
    en: 'Arrivals per slot: a whole number from 1 to the capacity, or empty for no limit',
    fr: 'Arrivées par créneau\u00a0: un nombre entier de 1 à la capacité, ou vide pour aucune limite',
  },
  /** Listed in `affected_bookings`; sent again with `confirm_affected` = 1, the change is saved. */
  SERVICE_CHANGE_AFFECTS_BOOKINGS: {
    en: 'Bookings to come fall outside the new days or times of this service: confirm to save all the same, then move them',
    fr: 'Des réservations à venir tombent hors des nouveaux jours ou horaires de ce service\u00a0: confirmez pour enregistrer quand même, puis déplacez-les',
  },
  SERVICE_HAS_BOOKINGS: {
    en: 'Bookings to come belong to this service: move or cancel them first, or change the service’s days instead. Past bookings keep their history',
    fr: 'Des réservations à venir appartiennent à ce service\u00a0: déplacez-les ou annulez-les d’abord, ou modifiez plutôt les jours du service. Les réservations passées gardent leur historique',
  },
  TOO_MANY_SERVICES: {
    en: `A restaurant has at most ${MAX_SERVICES} services`,
    fr: `Un restaurant compte au plus ${MAX_SERVICES} services`,
  },
  SLOT_MINUTES_INVALID: { en: 'Choose slots of 15 or 30 minutes', fr: 'Choisissez des créneaux de 15 ou 30 minutes' },
  MIN_NOTICE_INVALID: {
    en: `The notice is a whole number of minutes from 0 to ${MAX_NOTICE_MINUTES}`,
    fr: `Le délai est un nombre entier de minutes de 0 à ${MAX_NOTICE_MINUTES}`,
  },
  MAX_ADVANCE_INVALID: {
    en: `Bookings open from 1 to ${MAX_ADVANCE_DAYS} days ahead`,
    fr: `Les réservations ouvrent de 1 à ${MAX_ADVANCE_DAYS} jours à l’avance`,
  },
  MAX_PARTY_ONLINE_INVALID: {
    en: `The largest party online is a whole number from 1 to ${MAX_PARTY}`,
    fr: `Le plus grand groupe en ligne est un nombre entier de 1 à ${MAX_PARTY}`,
  },
  DURATION_INVALID: {
    en: `A meal lasts from ${MIN_DURATION_MINUTES} to ${MAX_DURATION_MINUTES} minutes`,
    fr: `Un repas dure de ${MIN_DURATION_MINUTES} à ${MAX_DURATION_MINUTES} minutes`,
  },
  DURATIONS_BY_PARTY_INVALID: {
    en: 'Each duration rule needs a party size and a duration; party sizes listed once',
    fr: 'Chaque durée demande une taille de groupe et une durée\u00a0; une taille de groupe une seule fois',
  },
  AUTO_CONFIRM_INVALID: {
    en: 'Confirm automatically up to a whole number of guests, or leave empty to always confirm',
    fr: 'Confirmation automatique jusqu’à un nombre entier de couverts, ou vide pour toujours confirmer',
  },
  IMPRINT_INVALID: {
    en: `The imprint per guest is an amount from 0 to ${MAX_IMPRINT_PER_COVER_CENTS / 100} €`,
    fr: `L’empreinte par couvert est un montant de 0 à ${MAX_IMPRINT_PER_COVER_CENTS / 100} €`,
  },
  IMPRINT_MIN_PARTY_INVALID: {
    en: `The imprint applies from a party of 1 to ${MAX_PARTY}`,
    fr: `L’empreinte s’applique à partir d’un groupe de 1 à ${MAX_PARTY}`,
  },
  STATS_PERIOD_REVERSED: {
    en: 'The period ends before it starts: choose an end date on or after the start date',
    fr: 'La période finit avant de commencer\u00a0: choisissez une date de fin égale ou postérieure au début',
  },
  STATS_YEAR_OUT_OF_RANGE: {
    en: `Choose a date between the years ${STATS_FIRST_YEAR} and ${STATS_LAST_YEAR}`,
    fr: `Choisissez une date entre les années ${STATS_FIRST_YEAR} et ${STATS_LAST_YEAR}`,
  },
  STATS_PERIOD_TOO_LONG: {
    en: `A period covers at most ${STATS_MAX_DAYS} days: choose a shorter one`,
    fr: `Une période couvre au plus ${STATS_MAX_DAYS}\u00a0jours\u00a0: choisissez-en une plus courte`,
  },
} satisfies Record<string, MessagePair>;

/** The names of the reservations' form fields as people read them (a required field's message). */
export const reservationFieldLabels = {
  date: { en: 'date', fr: 'la date' },
  time: { en: 'time', fr: 'l’heure' },
  covers: { en: 'number of guests', fr: 'le nombre de couverts' },
  first_slot: { en: 'time of the first arrival', fr: 'l’heure de la première arrivée' },
  last_slot: { en: 'time of the last arrival', fr: 'l’heure de la dernière arrivée' },
  capacity_covers: { en: 'capacity', fr: 'la capacité' },
  min_covers: { en: 'smallest party', fr: 'le minimum de couverts' },
  max_covers: { en: 'largest party', fr: 'le maximum de couverts' },
  min_notice_minutes: { en: 'minimum notice', fr: 'le délai minimum' },
  max_advance_days: { en: 'number of days ahead', fr: 'le nombre de jours à l’avance' },
  max_party_online: { en: 'largest party online', fr: 'le plus grand groupe en ligne' },
  duration_minutes: { en: 'duration of a meal', fr: 'la durée d’un repas' },
  imprint_min_party: { en: 'party size of the imprint', fr: 'la taille de groupe de l’empreinte' },
  reason: { en: 'reason', fr: 'le motif' },
  restaurant_id: { en: 'restaurant', fr: 'le restaurant' },
  booking_id: { en: 'booking', fr: 'la réservation' },
  request_id: { en: 'request', fr: 'la demande' },
  service_id: { en: 'service', fr: 'le service' },
  table_id: { en: 'table', fr: 'la table' },
  token: { en: 'link', fr: 'le lien' },
  from: { en: 'start date', fr: 'la date de début' },
  to: { en: 'end date', fr: 'la date de fin' },
} satisfies Record<string, MessagePair>;
