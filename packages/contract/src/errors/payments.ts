import type { MessagePair } from '../message-pair.js';
import { CHARGE_WINDOW_DAYS } from '../payment-limits.js';
import { BOOKING_REASON_MAX_LENGTH } from '../reservation-limits.js';

/** The booking's card guarantee, its charges and refunds. */
export const paymentErrors = {
  CARD_BRAND_NOT_ACCEPTED: {
    en: 'Only Visa and Mastercard cards are accepted: please enter another card',
    fr: 'Seules les cartes Visa et Mastercard sont acceptées\u00a0: saisissez une autre carte',
  },
  CARD_NOT_SAVED_YET: {
    en: 'Your card is not saved yet: finish the card step, then try again',
    fr: 'Votre carte n’est pas encore enregistrée\u00a0: terminez l’étape de la carte, puis réessayez',
  },
  GUARANTEE_EXPIRED: {
    en: 'The time to give a card has passed: the table was released, please book again',
    fr: 'Le délai pour donner une carte est dépassé\u00a0: la table a été libérée, réservez de nouveau',
  },
  NO_GUARANTEE: {
    en: 'This booking has no card guarantee',
    fr: 'Cette réservation n’a pas d’empreinte bancaire',
  },
  CHARGE_NOT_ALLOWED: {
    en: 'This booking cannot be charged: only a no-show, a cancellation within 12 hours or a late reduction of covers can',
    fr: 'Cette réservation ne peut pas être débitée\u00a0: seuls une absence, une annulation à moins de 12 heures ou une réduction tardive des couverts le permettent',
  },
  CHARGE_KIND_INVALID: {
    en: 'Choose what the charge is for',
    fr: 'Choisissez le motif du débit',
  },
  CHARGE_TOO_EARLY: {
    en: 'The booking cannot be charged before the meal',
    fr: 'La réservation ne peut pas être débitée avant le repas',
  },
  CHARGE_WINDOW_CLOSED: {
    en: `A charge is possible only within ${CHARGE_WINDOW_DAYS} days after the meal`,
    fr: `Un débit n’est possible que dans les ${CHARGE_WINDOW_DAYS} jours qui suivent le repas`,
  },
  CHARGE_AMOUNT_INVALID: {
    en: 'Enter an amount in euros, for example 12.50',
    fr: 'Saisissez un montant en euros, par exemple 12,50',
  },
  CHARGE_ABOVE_DUE: {
    en: 'The amount is above what is due for this booking',
    fr: 'Le montant dépasse ce qui est dû pour cette réservation',
  },
  CHARGE_REASON_REQUIRED: {
    en: `Give the reason of the charge (up to ${BOOKING_REASON_MAX_LENGTH} characters): the guest receives it`,
    fr: `Indiquez le motif du débit (jusqu’à ${BOOKING_REASON_MAX_LENGTH} caractères)\u00a0: le client le reçoit`,
  },
  CHARGE_ALREADY_MADE: {
    en: 'This booking has already been charged',
    fr: 'Cette réservation a déjà été débitée',
  },
  CHARGE_DECLINED: {
    en: 'The bank declined the charge',
    fr: 'La banque a refusé le débit',
  },
  CHARGE_PROVIDER_UNAVAILABLE: {
    en: 'The payment service does not answer: try again in a moment',
    fr: 'Le service de paiement ne répond pas\u00a0: réessayez dans un instant',
  },
  CHARGE_IN_PROGRESS: {
    en: 'A charge of this booking is waiting for the bank’s answer: press again with the same kind and amount to get it',
    fr: 'Un débit de cette réservation attend la réponse de la banque\u00a0: validez de nouveau le même motif et le même montant pour l’obtenir',
  },
  REFUND_IN_PROGRESS: {
    en: 'A refund of this charge is waiting for the bank’s answer: press again with the same amount to get it',
    fr: 'Un remboursement de ce débit attend la réponse de la banque\u00a0: validez de nouveau le même montant pour l’obtenir',
  },
  GUARANTEE_NEEDED_FOR_PARTY: {
    en: 'From this number of guests, the restaurant asks for a card: book again for this party',
    fr: 'À partir de ce nombre de convives, le restaurant demande une carte\u00a0: réservez de nouveau pour ce nombre',
  },
  REFUND_AMOUNT_INVALID: {
    en: 'Enter an amount in euros, for example 12.50, or leave it empty to refund all',
    fr: 'Saisissez un montant en euros, par exemple 12,50, ou laissez vide pour tout rembourser',
  },
  REFUND_ABOVE_CHARGED: {
    en: 'The refund is above what remains of the charge',
    fr: 'Le remboursement dépasse ce qui reste du débit',
  },
  REFUND_REASON_REQUIRED: {
    en: `Give the reason of the refund (up to ${BOOKING_REASON_MAX_LENGTH} characters): the guest receives it`,
    fr: `Indiquez le motif du remboursement (jusqu’à ${BOOKING_REASON_MAX_LENGTH} caractères)\u00a0: le client le reçoit`,
  },
  CHARGE_NOT_REFUNDABLE: {
    en: 'Only a charge that went through can be refunded',
    fr: 'Seul un débit abouti peut être remboursé',
  },
  /** The provider's webhook (HTTP 400): the signature over the body does not hold, or is too old. */
  PAYMENT_WEBHOOK_SIGNATURE_INVALID: {
    en: 'The event’s signature does not hold: nothing was recorded',
    fr: 'La signature de l’événement n’est pas valable\u00a0: rien n’a été enregistré',
  },
  /** The provider's webhook (HTTP 400): signed, but without the object, ids or time every event carries. */
  PAYMENT_WEBHOOK_EVENT_INVALID: {
    en: 'The event lacks its object, its id or its time: nothing was recorded',
    fr: 'Il manque à l’événement son objet, son identifiant ou sa date\u00a0: rien n’a été enregistré',
  },
  /** The provider's webhook (HTTP 503): the event could not be applied now; the provider sends it again. */
  PAYMENT_WEBHOOK_RETRY: {
    en: 'The event could not be recorded now: send it again later',
    fr: 'L’événement n’a pas pu être enregistré pour le moment\u00a0: renvoyez-le plus tard',
  },
} satisfies Record<string, MessagePair>;

/** The payment forms' fields as people read them. */
export const paymentFieldLabels = {
  amount: { en: 'amount', fr: 'le montant' },
  kind: { en: 'kind of charge', fr: 'le motif du débit' },
  charge_id: { en: 'charge', fr: 'le débit' },
} satisfies Record<string, MessagePair>;
