import type { Locale } from '@portal/contract';
import { type BookingLinkTexts, bookingLinkTexts } from '../../../core/guest-page-texts.js';

/** What the card page says after a step (the `msg` of its address). */
export const CARD_NOTICES = ['saved', 'paid', 'nojs'] as const;
export type CardNotice = (typeof CARD_NOTICES)[number];

/** The words of the guest's card and payment pages, in both languages (drawn on the server). */
export interface CardPageTexts extends BookingLinkTexts {
  title: (restaurant: string) => string;
  heading: string;
  payHeading: string;
  imprintHeading: string;
  /** "Empreinte bancaire : 20,00 € × 4 = 80,00 €, débitée seulement en cas d'absence ou d'annulation après le …" */
  imprint: (perCover: string, covers: number, total: string, deadline: string) => string;
  imprintWhy: string;
  cardHeading: string;
  testCardHint: string;
  numberLabel: string;
  expiryLabel: string;
  expiryHint: string;
  /** The expiry field's pattern, in the page's language. */
  expiryPlaceholder: string;
  cvcLabel: string;
  saveButton: string;
  saving: string;
  authHeading: string;
  authText: string;
  approveButton: string;
  denyButton: string;
  errors: {
    number: string;
    expiry: string;
    cvc: string;
    brand: string;
    declined: string;
    authDenied: string;
    failed: string;
  };
  notices: Record<CardNotice, string>;
  savedCard: (brand: string, last4: string) => string;
  manageLink: string;
  notAwaiting: string;
  payText: (amount: string, reason: string) => string;
  payButton: string;
  payDenied: string;
  nothingToPay: string;
  chargesHeading: string;
}

const fr: CardPageTexts = {
  ...bookingLinkTexts.fr,
  title: (restaurant) => `Garantie bancaire — ${restaurant}`,
  heading: 'Garantir ma réservation',
  payHeading: 'Confirmer un paiement',
  imprintHeading: 'Empreinte bancaire',
  imprint: (perCover, covers, total, deadline) =>
    `Empreinte bancaire\u00a0: ${perCover} × ${covers} = ${total}, débitée seulement en cas d’absence ou d’annulation après le ${deadline}.`,
  imprintWhy: 'Rien n’est débité aujourd’hui\u00a0: la carte est enregistrée auprès de notre prestataire de paiement.',
  cardHeading: 'Votre carte',
  testCardHint:
    'Démonstration\u00a0: aucune vraie carte. 4242 4242 4242 4242 est acceptée, une carte finissant par 0002 est refusée, par 3155 demande une authentification.',
  numberLabel: 'Numéro de carte',
  expiryLabel: 'Expiration (MM/AA)',
  expiryHint: 'Par exemple 08/28.',
  expiryPlaceholder: 'MM/AA',
  cvcLabel: 'Cryptogramme (CVC)',
  saveButton: 'Enregistrer la carte',
  saving: 'Enregistrement…',
  authHeading: 'Authentification de votre banque',
  authText: 'Votre banque demande de confirmer que vous êtes bien le titulaire de la carte.',
  approveButton: 'Authentifier',
  denyButton: 'Refuser',
  errors: {
    number: 'Ce numéro de carte n’est pas valable. Vérifiez-le.',
    expiry: 'Saisissez une date d’expiration à venir, au format MM/AA.',
    cvc: 'Saisissez les 3 ou 4 chiffres du cryptogramme.',
    brand: 'Seules les cartes Visa et Mastercard sont acceptées. Utilisez une autre carte.',
    declined: 'Votre banque a refusé cette carte. Utilisez une autre carte.',
    authDenied:
      'L’authentification n’a pas abouti\u00a0: la carte n’est pas enregistrée. Recommencez ou utilisez une autre carte.',
    failed: 'La carte n’a pas pu être enregistrée. Réessayez dans un instant.',
  },
  notices: {
    saved: 'Carte enregistrée. Votre réservation est garantie.',
    paid: 'Paiement confirmé. Merci.',
    nojs: 'Activez JavaScript dans votre navigateur pour saisir votre carte.',
  },
  savedCard: (brand, last4) => `Carte enregistrée\u00a0: ${brand} •••• ${last4}.`,
  manageLink: 'Voir ma réservation',
  notAwaiting: 'Cette réservation n’attend pas de carte.',
  payText: (amount, reason) => `Le restaurant débite ${amount}. Motif\u00a0: ${reason}`,
  payButton: 'Authentifier et payer',
  payDenied: 'Le paiement n’a pas été confirmé.',
  nothingToPay: 'Aucun paiement n’attend votre confirmation.',
  chargesHeading: 'Débits et remboursements',
};

const en: CardPageTexts = {
  ...bookingLinkTexts.en,
  title: (restaurant) => `Card guarantee — ${restaurant}`,
  heading: 'Guarantee my booking',
  payHeading: 'Confirm a payment',
  imprintHeading: 'Card guarantee',
  imprint: (perCover, covers, total, deadline) =>
    `Card guarantee: ${perCover} × ${covers} = ${total}, charged only if you do not come or cancel after ${deadline}.`,
  imprintWhy: 'Nothing is charged today: the card is saved with our payment provider.',
  cardHeading: 'Your card',
  testCardHint:
    'Demonstration: no real card. 4242 4242 4242 4242 is accepted, a card ending in 0002 is declined, one ending in 3155 asks for authentication.',
  numberLabel: 'Card number',
  expiryLabel: 'Expiry (MM/YY)',
  expiryHint: 'For example 08/28.',
  expiryPlaceholder: 'MM/YY',
  cvcLabel: 'Security code (CVC)',
  saveButton: 'Save the card',
  saving: 'Saving…',
  authHeading: 'Your bank’s authentication',
  authText: 'Your bank asks you to confirm that you hold this card.',
  approveButton: 'Authenticate',
  denyButton: 'Decline',
  errors: {
    number: 'This card number is not valid. Please check it.',
    expiry: 'Enter an expiry date still to come, as MM/YY.',
    cvc: 'Enter the 3 or 4 digits of the security code.',
    brand: 'Only Visa and Mastercard are accepted. Please use another card.',
    declined: 'Your bank declined this card. Please use another card.',
    authDenied: 'The authentication did not succeed: the card is not saved. Try again or use another card.',
    failed: 'The card could not be saved. Please try again in a moment.',
  },
  notices: {
    saved: 'Card saved. Your booking is guaranteed.',
    paid: 'Payment confirmed. Thank you.',
    nojs: 'Turn on JavaScript in your browser to enter your card.',
  },
  savedCard: (brand, last4) => `Card saved: ${brand} •••• ${last4}.`,
  manageLink: 'See my booking',
  notAwaiting: 'This booking is not waiting for a card.',
  payText: (amount, reason) => `The restaurant charges ${amount}. Reason: ${reason}`,
  payButton: 'Authenticate and pay',
  payDenied: 'The payment was not confirmed.',
  nothingToPay: 'No payment is waiting for your confirmation.',
  chargesHeading: 'Charges and refunds',
};

export const cardPageTexts: Record<Locale, CardPageTexts> = { fr, en };
