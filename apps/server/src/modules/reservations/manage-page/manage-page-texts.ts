import { BOOKING_STATUS_LABELS, type BookingStatus, FREE_CHANGE_HOURS, type Locale } from '@portal/contract';
import { type BookingLinkTexts, bookingLinkTexts } from '../../../core/guest-page-texts.js';

/** What the page says after a form was answered (the `msg` of the redirect); refusals use the contract's error texts. */
export const MANAGE_NOTICES = [
  'cancelled',
  'saved',
  'requested',
  'elsewhere',
  'proposal_accepted',
  'proposal_cancelled',
  'proposal_declined',
] as const;
export type ManageNotice = (typeof MANAGE_NOTICES)[number];

/** The words of the guest's manage page, in both languages (the page is drawn on the server). */
export interface ManagePageTexts extends BookingLinkTexts {
  title: (restaurant: string) => string;
  heading: string;
  statusLabel: string;
  status: (status: BookingStatus) => string;
  freeUntil: (when: string) => string;
  notices: Record<ManageNotice, string>;
  waiting: (date: string, time: string, covers: string) => string;
  /** The restaurant's proposal waiting for the guest's answer. */
  proposalAnswer: {
    heading: string;
    time: (date: string, time: string, covers: string) => string;
    timeNote: string;
    cancellation: string;
    cancellationNote: string;
    acceptTime: string;
    acceptCancellation: string;
    decline: string;
  };
  tooLateHeading: string;
  tooLate: string;
  callLabel: (phone: string) => string;
  noPhone: string;
  closedHeading: string;
  closed: string;
  cancelHeading: string;
  cancelText: string;
  cancelButton: string;
  confirmHeading: string;
  confirmText: string;
  confirmButton: string;
  keepButton: string;
  changeHeading: string;
  changeText: string;
  newDateLabel: string;
  newCoversLabel: string;
  newTimeLabel: string;
  seeTimes: string;
  changeButton: string;
  currentTime: string;
  onRequest: string;
  noTimes: string;
  timeHint: string;
  /** The restaurant's address and phone. */
  restaurant: { heading: string; addressLabel: string; phoneLabel: string };
  /** The card guarantee. */
  guarantee: {
    heading: string;
    awaiting: string;
    cardLink: string;
    card: (brand: string, last4: string, perCover: string) => string;
  };
}

const fr: ManagePageTexts = {
  ...bookingLinkTexts.fr,
  title: (restaurant) => `Ma réservation — ${restaurant}`,
  heading: 'Ma réservation',
  statusLabel: 'Statut',
  status: (status) => {
    const label = BOOKING_STATUS_LABELS[status].fr;
    return label.charAt(0).toUpperCase() + label.slice(1);
  },
  freeUntil: (when) => `Modification et annulation gratuites jusqu’au ${when}.`,
  notices: {
    cancelled: 'Votre réservation est annulée. Le restaurant est prévenu.',
    saved: 'Votre réservation est modifiée.',
    requested:
      'Ce créneau est complet\u00a0: votre demande est transmise au restaurant. Votre réservation reste inchangée en attendant sa réponse.',
    elsewhere: 'Ce formulaire ne venait pas de cette page\u00a0: rien n’a été changé. Recommencez ici.',
    proposal_accepted: 'Vous avez accepté le nouvel horaire\u00a0: votre réservation est modifiée.',
    proposal_cancelled: 'Vous avez accepté l’annulation\u00a0: votre réservation est annulée, sans frais.',
    proposal_declined: 'Vous avez refusé la proposition du restaurant\u00a0: votre réservation reste inchangée.',
  },
  waiting: (date, time, covers) =>
    `Demande envoyée au restaurant, en attente de sa réponse\u00a0: ${date} à ${time}, ${covers}.`,
  proposalAnswer: {
    heading: 'Le restaurant vous fait une proposition',
    time: (date, time, covers) => `Le restaurant vous propose un nouvel horaire\u00a0: ${date} à ${time}, ${covers}.`,
    timeNote: 'Votre réservation reste à son horaire actuel tant que vous n’avez pas accepté.',
    cancellation: 'Le restaurant ne peut pas vous recevoir et vous propose d’annuler cette réservation.',
    cancellationNote:
      'Si vous acceptez, l’annulation est sans frais. Si vous refusez, votre réservation reste valable.',
    acceptTime: 'Accepter le nouvel horaire',
    acceptCancellation: 'Accepter l’annulation',
    decline: 'Refuser',
  },
  tooLateHeading: 'Un changement\u00a0?',
  tooLate: `À moins de ${FREE_CHANGE_HOURS} heures du repas, la réservation ne peut plus être modifiée ni annulée en ligne. Appelez le restaurant.`,
  callLabel: (phone) => `Appeler le restaurant au ${phone}`,
  noPhone: 'Le restaurant n’a pas indiqué de numéro de téléphone.',
  closedHeading: 'Plus de changement possible',
  closed: 'Cette réservation ne peut plus être modifiée ni annulée.',
  cancelHeading: 'Annuler',
  cancelText: 'Vous ne viendrez pas\u00a0? Libérez la table pour d’autres convives.',
  cancelButton: 'Annuler ma réservation',
  confirmHeading: 'Annuler cette réservation\u00a0?',
  confirmText: 'La table sera libérée. Cette annulation est définitive.',
  confirmButton: 'Oui, annuler ma réservation',
  keepButton: 'Non, garder ma réservation',
  changeHeading: 'Modifier',
  changeText:
    'Choisissez une autre date ou un autre nombre de personnes, puis «\u00a0Voir les horaires\u00a0» pour les heures de ce jour.',
  newDateLabel: 'Date',
  newCoversLabel: 'Nombre de personnes',
  newTimeLabel: 'Heure',
  seeTimes: 'Voir les horaires',
  changeButton: 'Modifier ma réservation',
  currentTime: 'votre heure actuelle',
  onRequest: 'complet, sur demande au restaurant',
  noTimes: 'Aucun horaire ce jour-là pour ce nombre de personnes.',
  timeHint: 'Au format HH:MM, par exemple 20:00.',
  restaurant: { heading: 'Le restaurant', addressLabel: 'Adresse', phoneLabel: 'Téléphone' },
  guarantee: {
    heading: 'Empreinte bancaire',
    awaiting:
      'Le restaurant demande une carte en garantie. Votre réservation n’est retenue qu’une fois la carte enregistrée.',
    cardLink: 'Enregistrer ma carte',
    card: (brand, last4, perCover) =>
      `Carte ${brand} •••• ${last4}, ${perCover} par personne en cas d’absence ou d’annulation tardive.`,
  },
};

const en: ManagePageTexts = {
  ...bookingLinkTexts.en,
  title: (restaurant) => `My booking — ${restaurant}`,
  heading: 'My booking',
  statusLabel: 'Status',
  status: (status) => {
    const label = BOOKING_STATUS_LABELS[status].en;
    return label.charAt(0).toUpperCase() + label.slice(1);
  },
  freeUntil: (when) => `Free to change or cancel until ${when}.`,
  notices: {
    cancelled: 'Your booking is cancelled. The restaurant has been told.',
    saved: 'Your booking is changed.',
    requested:
      'This time is full: your request went to the restaurant. Your booking stays as it was until the restaurant answers.',
    elsewhere: 'This form did not come from this page: nothing was changed. Please try again here.',
    proposal_accepted: 'You accepted the new time: your booking is changed.',
    proposal_cancelled: 'You accepted the cancellation: your booking is cancelled, free of charge.',
    proposal_declined: 'You declined the restaurant’s proposal: your booking stays as it was.',
  },
  waiting: (date, time, covers) =>
    `Request sent to the restaurant, awaiting its answer: ${date} at ${time}, ${covers}.`,
  proposalAnswer: {
    heading: 'The restaurant has a proposal',
    time: (date, time, covers) => `The restaurant offers you a new time: ${date} at ${time}, ${covers}.`,
    timeNote: 'Your booking keeps its current time until you accept.',
    cancellation: 'The restaurant cannot welcome you and suggests cancelling this booking.',
    cancellationNote: 'If you accept, the cancellation is free of charge. If you decline, your booking stands.',
    acceptTime: 'Accept the new time',
    acceptCancellation: 'Accept the cancellation',
    decline: 'Decline',
  },
  tooLateHeading: 'A change?',
  tooLate: `Less than ${FREE_CHANGE_HOURS} hours before the meal, the booking can no longer be changed or cancelled online. Call the restaurant.`,
  callLabel: (phone) => `Call the restaurant on ${phone}`,
  noPhone: 'The restaurant has not given a phone number.',
  closedHeading: 'No more changes',
  closed: 'This booking can no longer be changed or cancelled.',
  cancelHeading: 'Cancel',
  cancelText: 'Not coming? Free the table for other guests.',
  cancelButton: 'Cancel my booking',
  confirmHeading: 'Cancel this booking?',
  confirmText: 'The table will be freed. This cannot be undone.',
  confirmButton: 'Yes, cancel my booking',
  keepButton: 'No, keep my booking',
  changeHeading: 'Change',
  changeText: 'Choose another date or party size, then “See times” for that day’s times.',
  newDateLabel: 'Date',
  newCoversLabel: 'Number of people',
  newTimeLabel: 'Time',
  seeTimes: 'See times',
  changeButton: 'Change my booking',
  currentTime: 'your current time',
  onRequest: 'full, on request to the restaurant',
  noTimes: 'No times on that day for this party size.',
  timeHint: 'As HH:MM, for example 20:00.',
  restaurant: { heading: 'The restaurant', addressLabel: 'Address', phoneLabel: 'Phone' },
  guarantee: {
    heading: 'Card guarantee',
    awaiting: 'The restaurant asks for a card as a guarantee. Your booking is held only once the card is saved.',
    cardLink: 'Save my card',
    card: (brand, last4, perCover) =>
      `${brand} card •••• ${last4}, ${perCover} per guest if you do not come or cancel late.`,
  },
};

export const managePageTexts: Record<Locale, ManagePageTexts> = { fr, en };
