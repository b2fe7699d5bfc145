import type { Locale } from '@portal/contract';
import { type GuestPageTexts, guestPageTexts } from '../../../core/guest-page-texts.js';

/** Notices a booking page may show that are not a refusal of the service (those are error codes). */
export const BOOKING_NOTICES = ['expired', 'elsewhere', 'codeSent'] as const;
export type BookingNotice = (typeof BOOKING_NOTICES)[number];

/** The words of the booking section of the public page and of the booking pages, in both languages. */
export interface BookingTexts extends GuestPageTexts {
  /** " : " in French, ": " in English. */
  colon: string;
  sectionHeading: string;
  sectionIntro: string;
  coversLabel: string;
  covers: (count: number) => string;
  dateLabel: string;
  seeTimes: string;
  /** "Créneaux libres samedi 28 novembre pour 2 personnes". */
  freeOn: (day: string, covers: string) => string;
  freeTimesLabel: (day: string) => string;
  noneSoon: string;
  allTimes: string;
  /** "-20 %" */
  offer: (percent: number) => string;
  /** What the offer covers, for a screen reader and the confirmation. */
  offerWords: (percent: number, appliesTo: string) => string;
  pageTitle: (restaurant: string) => string;
  bookHeading: string;
  back: string;
  slotsHeading: (day: string, covers: string) => string;
  chooseTime: string;
  noSlots: (day: string, covers: string) => string;
  otherDays: string;
  noOtherDays: string;
  detailsHeading: string;
  yourChoice: string;
  yourBooking: string;
  changeChoice: string;
  firstNameLabel: string;
  lastNameLabel: string;
  countryLabel: string;
  phoneLabel: string;
  phoneHint: string;
  noteLabel: string;
  optional: string;
  consent: string;
  newsLegend: string;
  newsBox: Record<'news_email' | 'news_sms' | 'platform_email', (restaurant: string) => string>;
  newsHint: string;
  sendCode: string;
  codeHeading: string;
  codeSentTo: (phone: string) => string;
  codeLabel: string;
  codeHint: string;
  confirm: string;
  otherPhone: string;
  guaranteeHeading: string;
  imprint: (perCover: string, covers: number, total: string) => string;
  freeUntil: (moment: string) => string;
  imprintWhy: string;
  toCard: string;
  doneHeading: { confirmed: string; pending: string; awaiting_guarantee: string; other: string };
  doneLead: { confirmed: string; pending: string; awaiting_guarantee: string; other: string };
  restaurantLabel: string;
  whenLabel: string;
  referenceLabel: string;
  offerLabel: string;
  noOffer: string;
  manageLink: string;
  manageHint: string;
  cardStill: string;
  /** "samedi 28 novembre 2026 à 07:30" */
  dateAtTime: (day: string, time: string) => string;
  notices: Record<BookingNotice, string>;
  invalidLink: { title: string; heading: string; text: string };
}

const fr: BookingTexts = {
  ...guestPageTexts.fr,
  colon: '\u00a0: ',
  sectionHeading: 'Réserver une table',
  sectionIntro: 'Choisissez le nombre de personnes et la date, puis un créneau libre.',
  coversLabel: 'Personnes',
  covers: (count) => (count > 1 ? `${count} personnes` : '1 personne'),
  dateLabel: 'Date',
  seeTimes: 'Voir les créneaux',
  freeOn: (day, covers) => `Créneaux libres ${day} pour ${covers}`,
  freeTimesLabel: (day) => `Créneaux libres ${day}`,
  noneSoon: 'Aucun créneau libre dans les prochains jours : essayez une autre date.',
  allTimes: 'Tous les créneaux',
  offer: (percent) => `-${percent}\u00a0%`,
  offerWords: (percent, appliesTo) =>
    appliesTo === 'food'
      ? `${percent}\u00a0% de réduction sur la nourriture`
      : `${percent}\u00a0% de réduction sur l’addition`,
  pageTitle: (restaurant) => `Réserver une table — ${restaurant}`,
  bookHeading: 'Réserver une table',
  back: 'Retour au restaurant',
  slotsHeading: (day, covers) => `${day}, ${covers}`,
  chooseTime: 'Choisissez un créneau',
  noSlots: (day, covers) => `Plus de créneau libre ${day} pour ${covers}.`,
  otherDays: 'Jours avec des créneaux libres',
  noOtherDays: 'Aucun créneau libre dans les deux semaines qui suivent.',
  detailsHeading: 'Vos coordonnées',
  yourChoice: 'Votre choix',
  yourBooking: 'Votre réservation',
  changeChoice: 'Changer de créneau',
  firstNameLabel: 'Prénom',
  lastNameLabel: 'Nom',
  countryLabel: 'Indicatif du pays',
  phoneLabel: 'Téléphone mobile',
  phoneHint: 'Un code de confirmation vous est envoyé par SMS.',
  noteLabel: 'Message pour le restaurant',
  optional: '(facultatif)',
  consent:
    'En continuant, vous acceptez que le restaurant reçoive votre prénom, votre numéro et votre message pour gérer cette réservation. Un compte client est créé pour ce numéro s’il n’en a pas ; vous pourrez le fermer à tout moment.',
  newsLegend: 'Recevoir des nouvelles',
  newsBox: {
    news_email: (restaurant) => `Les nouvelles de ${restaurant} par e-mail`,
    news_sms: (restaurant) => `Les nouvelles de ${restaurant} par SMS`,
    platform_email: () => 'Les nouvelles de la plateforme par e-mail',
  },
  newsHint: 'Vous pourrez changer d’avis à tout moment dans « Mes abonnements » ou par le lien de chaque message.',
  sendCode: 'Recevoir le code',
  codeHeading: 'Code de confirmation',
  codeSentTo: (phone) => `Nous avons envoyé un code à 6 chiffres au ${phone}.`,
  codeLabel: 'Code reçu par SMS',
  codeHint: '6 chiffres, valable 10 minutes.',
  confirm: 'Confirmer la réservation',
  otherPhone: 'Changer de numéro',
  guaranteeHeading: 'Garantie par carte',
  imprint: (perCover, covers, total) => `Empreinte bancaire\u00a0: ${perCover} × ${covers} = ${total}`,
  freeUntil: (moment) => `Annulation gratuite jusqu’au ${moment} (heure de Paris).`,
  imprintWhy:
    'Rien n’est débité maintenant. Le restaurant ne peut débiter ce montant qu’en cas d’absence ou d’annulation après cette date.',
  toCard: 'Enregistrer ma carte',
  doneHeading: {
    confirmed: 'Réservation confirmée',
    pending: 'Demande envoyée',
    awaiting_guarantee: 'Réservation en attente de votre carte',
    other: 'Votre réservation',
  },
  doneLead: {
    confirmed: 'Le restaurant vous attend. Un SMS de confirmation vous est envoyé.',
    pending: 'Le restaurant confirme les grandes tables lui-même : vous recevrez sa réponse par SMS.',
    awaiting_guarantee: 'Enregistrez votre carte pour garantir la réservation.',
    other: 'Voici l’état de votre réservation.',
  },
  restaurantLabel: 'Restaurant',
  whenLabel: 'Date et heure',
  referenceLabel: 'Référence',
  offerLabel: 'Offre',
  noOffer: 'Aucune',
  manageLink: 'Gérer ma réservation',
  manageHint: 'Ce lien vous permet de modifier ou d’annuler votre réservation sans vous connecter.',
  cardStill: 'Enregistrer ma carte',
  dateAtTime: (day, time) => `${day} à ${time}`,
  notices: {
    expired: 'Votre choix a expiré : choisissez à nouveau un créneau.',
    elsewhere: 'Ce formulaire ne vient pas de cette page : rien n’a été envoyé.',
    codeSent: 'Un nouveau code vous a été envoyé.',
  },
  invalidLink: {
    title: 'Lien non valable',
    heading: 'Ce lien ne mène à aucune réservation',
    text: 'Il a peut-être expiré. Ouvrez le lien reçu par SMS ou réservez à nouveau depuis la page du restaurant.',
  },
};

const en: BookingTexts = {
  ...guestPageTexts.en,
  colon: ': ',
  sectionHeading: 'Book a table',
  sectionIntro: 'Choose the number of guests and the date, then a free time.',
  coversLabel: 'Guests',
  covers: (count) => (count > 1 ? `${count} guests` : '1 guest'),
  dateLabel: 'Date',
  seeTimes: 'See times',
  freeOn: (day, covers) => `Free times ${day} for ${covers}`,
  freeTimesLabel: (day) => `Free times ${day}`,
  noneSoon: 'No free time in the next few days: try another date.',
  allTimes: 'All times',
  offer: (percent) => `-${percent}%`,
  offerWords: (percent, appliesTo) => (appliesTo === 'food' ? `${percent}% off the food` : `${percent}% off the bill`),
  pageTitle: (restaurant) => `Book a table — ${restaurant}`,
  bookHeading: 'Book a table',
  back: 'Back to the restaurant',
  slotsHeading: (day, covers) => `${day}, ${covers}`,
  chooseTime: 'Choose a time',
  noSlots: (day, covers) => `No free time left ${day} for ${covers}.`,
  otherDays: 'Days with free times',
  noOtherDays: 'No free time in the following two weeks.',
  detailsHeading: 'Your details',
  yourChoice: 'Your choice',
  yourBooking: 'Your booking',
  changeChoice: 'Choose another time',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  countryLabel: 'Country code',
  phoneLabel: 'Mobile phone',
  phoneHint: 'We text you a confirmation code.',
  noteLabel: 'Message for the restaurant',
  optional: '(optional)',
  consent:
    'By continuing, you agree that the restaurant receives your first name, number and message to handle this booking. A customer account is created for this number if it has none; you may close it at any time.',
  newsLegend: 'Receive news',
  newsBox: {
    news_email: (restaurant) => `News from ${restaurant} by e-mail`,
    news_sms: (restaurant) => `News from ${restaurant} by text message`,
    platform_email: () => 'News from the platform by e-mail',
  },
  newsHint: 'You may change your mind at any time in “My subscriptions” or through the link in each message.',
  sendCode: 'Get the code',
  codeHeading: 'Confirmation code',
  codeSentTo: (phone) => `We sent a 6-digit code to ${phone}.`,
  codeLabel: 'Code received by text',
  codeHint: '6 digits, valid for 10 minutes.',
  confirm: 'Confirm the booking',
  otherPhone: 'Use another number',
  guaranteeHeading: 'Card guarantee',
  imprint: (perCover, covers, total) => `Card guarantee: ${perCover} × ${covers} = ${total}`,
  freeUntil: (moment) => `Free cancellation until ${moment} (Paris time).`,
  imprintWhy:
    'Nothing is charged now. The restaurant may charge this amount only if you do not come or cancel after that time.',
  toCard: 'Save my card',
  doneHeading: {
    confirmed: 'Booking confirmed',
    pending: 'Request sent',
    awaiting_guarantee: 'Booking waiting for your card',
    other: 'Your booking',
  },
  doneLead: {
    confirmed: 'The restaurant is expecting you. A confirmation text is on its way.',
    pending: 'The restaurant confirms large tables itself: you will get its answer by text.',
    awaiting_guarantee: 'Save your card to guarantee the booking.',
    other: 'Here is where your booking stands.',
  },
  restaurantLabel: 'Restaurant',
  whenLabel: 'Date and time',
  referenceLabel: 'Reference',
  offerLabel: 'Offer',
  noOffer: 'None',
  manageLink: 'Manage my booking',
  manageHint: 'This link lets you change or cancel your booking without signing in.',
  cardStill: 'Save my card',
  dateAtTime: (day, time) => `${day} at ${time}`,
  notices: {
    expired: 'Your choice has expired: please choose a time again.',
    elsewhere: 'This form did not come from this page: nothing was sent.',
    codeSent: 'A new code has been sent to you.',
  },
  invalidLink: {
    title: 'Link not valid',
    heading: 'This link opens no booking',
    text: 'It may have expired. Open the link in your text message or book again from the restaurant’s page.',
  },
};

export const bookingTexts: Record<Locale, BookingTexts> = { fr, en };
