import type { MessagePair } from '../message-pair.js';
import {
  MAX_PROMO_CODES,
  PROMO_AMOUNT_MAX_CENTS,
  PROMO_AMOUNT_MIN_CENTS,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  PROMO_MAX_PER_CUSTOMER_LIMIT,
  PROMO_MAX_USES_LIMIT,
  PROMO_PERCENT_MAX,
  PROMO_PERCENT_MIN,
} from '../promo-limits.js';

const euros = (cents: number) => cents / 100;

/** Promo codes: the restaurant's form, and what a customer is told at checkout. */
export const promotionErrors = {
  PROMO_CODE_INVALID: {
    en: `A code is ${PROMO_CODE_MIN_LENGTH} to ${PROMO_CODE_MAX_LENGTH} letters (A to Z) or digits, without spaces or accents`,
    fr: `Un code compte de ${PROMO_CODE_MIN_LENGTH} à ${PROMO_CODE_MAX_LENGTH}\u00a0lettres (A à Z) ou chiffres, sans espace ni accent`,
  },
  PROMO_CODE_TAKEN: {
    en: 'The restaurant already has this code: choose another',
    fr: 'Le restaurant a déjà ce code\u00a0: choisissez-en un autre',
  },
  PROMO_KIND_INVALID: {
    en: 'Say whether the code takes a percentage or an amount off',
    fr: 'Indiquez si le code retire un pourcentage ou un montant',
  },
  PROMO_PERCENT_INVALID: {
    en: `Choose a whole percentage from ${PROMO_PERCENT_MIN} to ${PROMO_PERCENT_MAX} %`,
    fr: `Choisissez un pourcentage entier de ${PROMO_PERCENT_MIN} à ${PROMO_PERCENT_MAX}\u00a0%`,
  },
  PROMO_AMOUNT_INVALID: {
    en: `Give an amount from ${euros(PROMO_AMOUNT_MIN_CENTS)} € to ${euros(PROMO_AMOUNT_MAX_CENTS)} €, such as 5 or 7.50`,
    fr: `Indiquez un montant de ${euros(PROMO_AMOUNT_MIN_CENTS)}\u00a0€ à ${euros(PROMO_AMOUNT_MAX_CENTS)}\u00a0€, par exemple 5 ou 7,50`,
  },
  PROMO_APPLIES_TO_INVALID: {
    en: 'Say whether the code is on food or on the whole order',
    fr: 'Indiquez si le code porte sur la nourriture ou sur toute la commande',
  },
  PROMO_MIN_SUBTOTAL_INVALID: {
    en: 'Give the minimum order as an amount in euros, such as 20 or 19.90, or leave it empty',
    fr: 'Indiquez la commande minimum en euros, par exemple 20 ou 19,90, ou laissez vide',
  },
  PROMO_DATES_INVALID: {
    en: 'Give the validity as dates, the start no later than the end',
    fr: 'Indiquez la validité par des dates, le début au plus tard à la fin',
  },
  PROMO_MAX_USES_INVALID: {
    en: `The uses in all are a whole number from 1 to ${PROMO_MAX_USES_LIMIT}, or empty for no limit`,
    fr: `Les utilisations au total sont un nombre entier de 1 à ${PROMO_MAX_USES_LIMIT}, ou vide pour aucune limite`,
  },
  PROMO_MAX_PER_CUSTOMER_INVALID: {
    en: `The uses per customer are a whole number from 1 to ${PROMO_MAX_PER_CUSTOMER_LIMIT}`,
    fr: `Les utilisations par client sont un nombre entier de 1 à ${PROMO_MAX_PER_CUSTOMER_LIMIT}`,
  },
  PROMO_BUDGET_INVALID: {
    en: 'Give the budget as an amount in euros of at least 1 €, or leave it empty for none',
    fr: 'Indiquez le budget en euros, au moins 1\u00a0€, ou laissez vide pour aucun',
  },
  PROMO_SERVICE_TYPES_REQUIRED: {
    en: 'Choose at least one service type: dine-in, takeaway or delivery',
    fr: 'Choisissez au moins un mode de service\u00a0: sur place, à emporter ou livraison',
  },
  PROMO_STATUS_INVALID: {
    en: 'A code is active or paused',
    fr: 'Un code est actif ou en pause',
  },
  TOO_MANY_PROMO_CODES: {
    en: `A restaurant keeps at most ${MAX_PROMO_CODES} codes: delete one first`,
    fr: `Un restaurant garde au plus ${MAX_PROMO_CODES}\u00a0codes\u00a0: supprimez-en un d’abord`,
  },
  PROMO_IN_USE: {
    en: 'Orders hold this code, so it stays on their tickets and in the journal: pause it instead',
    fr: 'Des commandes portent ce code, qui reste sur leurs tickets et au journal\u00a0: mettez-le en pause',
  },
  PROMO_UNKNOWN: {
    en: 'This code is not valid at this restaurant',
    fr: 'Ce code n’est pas valable dans ce restaurant',
  },
  PROMO_EXPIRED: {
    en: 'This code is not valid today',
    fr: 'Ce code n’est pas valable aujourd’hui',
  },
  PROMO_MIN_SUBTOTAL: {
    en: 'Your order has not reached the minimum this code asks for',
    fr: 'Votre commande n’atteint pas le minimum que demande ce code',
  },
  PROMO_USED_UP: {
    en: 'This code has been used as many times as the restaurant allowed',
    fr: 'Ce code a été utilisé autant de fois que le restaurant le permettait',
  },
  PROMO_ALREADY_USED: {
    en: 'You have already used this code as many times as allowed',
    fr: 'Vous avez déjà utilisé ce code autant de fois que permis',
  },
  PROMO_FIRST_ORDER_ONLY: {
    en: 'This code is for a first order at this restaurant',
    fr: 'Ce code est réservé à une première commande dans ce restaurant',
  },
  PROMO_NOT_FOR_SERVICE: {
    en: 'This code is not valid for this service type',
    fr: 'Ce code n’est pas valable pour ce mode de service',
  },
  PROMO_SUBTOTAL_INVALID: {
    en: 'Give the order’s subtotal in euros, such as 24.50',
    fr: 'Indiquez le sous-total de la commande en euros, par exemple 24,50',
  },
} satisfies Record<string, MessagePair>;

/** The promo codes' fields as people read them. */
export const promotionFieldLabels = {
  promo_id: { en: 'code', fr: 'le code' },
  code: { en: 'code', fr: 'le code' },
  value: { en: 'value', fr: 'la valeur' },
  valid_from: { en: 'valid from', fr: 'valable à partir du' },
  valid_to: { en: 'valid until', fr: 'valable jusqu’au' },
  promo_code: { en: 'promo code', fr: 'le code promo' },
} satisfies Record<string, MessagePair>;
