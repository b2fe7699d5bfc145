import type { MessagePair } from '../message-pair.js';
import {
  LOYALTY_ADJUST_MAX,
  LOYALTY_AMOUNT_MAX_CENTS,
  LOYALTY_AMOUNT_MIN_CENTS,
  LOYALTY_EXPIRY_MONTHS_MAX,
  LOYALTY_PERCENT_MAX,
  LOYALTY_PERCENT_MIN,
  LOYALTY_POINTS_PER_EURO_MAX,
  LOYALTY_POINTS_PER_VISIT_MAX,
  LOYALTY_REWARD_POINTS_MAX,
  LOYALTY_VALID_DAYS_MAX,
  MAX_LOYALTY_REWARDS,
} from '../loyalty-limits.js';

const euros = (cents: number) => cents / 100;

/** The loyalty programme: the restaurant's settings and rewards, the guest's vouchers. */
export const loyaltyErrors = {
  LOYALTY_POINTS_PER_VISIT_INVALID: {
    en: `Points per visit: a whole number from 0 to ${LOYALTY_POINTS_PER_VISIT_MAX}`,
    fr: `Points par visite : un nombre entier de 0 à ${LOYALTY_POINTS_PER_VISIT_MAX}`,
  },
  LOYALTY_POINTS_PER_EURO_INVALID: {
    en: `Points per euro: a whole number from 0 to ${LOYALTY_POINTS_PER_EURO_MAX}`,
    fr: `Points par euro : un nombre entier de 0 à ${LOYALTY_POINTS_PER_EURO_MAX}`,
  },
  LOYALTY_EXPIRY_INVALID: {
    en: `Expiry: from 0 (never) to ${LOYALTY_EXPIRY_MONTHS_MAX} months`,
    fr: `Expiration : de 0 (jamais) à ${LOYALTY_EXPIRY_MONTHS_MAX} mois`,
  },
  LOYALTY_REWARD_POINTS_INVALID: {
    en: `A reward costs from 1 to ${LOYALTY_REWARD_POINTS_MAX} points`,
    fr: `Une récompense coûte de 1 à ${LOYALTY_REWARD_POINTS_MAX} points`,
  },
  LOYALTY_REWARD_KIND_INVALID: {
    en: 'Choose a percentage, an amount or a dish',
    fr: 'Choisissez un pourcentage, un montant ou un plat',
  },
  LOYALTY_REWARD_VALUE_INVALID: {
    en: `A percentage from ${LOYALTY_PERCENT_MIN} to ${LOYALTY_PERCENT_MAX}, or an amount from ${euros(LOYALTY_AMOUNT_MIN_CENTS)} to ${euros(LOYALTY_AMOUNT_MAX_CENTS)} €`,
    fr: `Un pourcentage de ${LOYALTY_PERCENT_MIN} à ${LOYALTY_PERCENT_MAX}, ou un montant de ${euros(LOYALTY_AMOUNT_MIN_CENTS)} à ${euros(LOYALTY_AMOUNT_MAX_CENTS)}\u00a0€`,
  },
  LOYALTY_VALID_DAYS_INVALID: {
    en: `A voucher is valid from 1 to ${LOYALTY_VALID_DAYS_MAX} days`,
    fr: `Un bon est valable de 1 à ${LOYALTY_VALID_DAYS_MAX} jours`,
  },
  LOYALTY_TOO_MANY_REWARDS: {
    en: `At most ${MAX_LOYALTY_REWARDS} rewards: delete one first`,
    fr: `${MAX_LOYALTY_REWARDS} récompenses au plus : supprimez-en une d’abord`,
  },
  LOYALTY_ADJUST_INVALID: {
    en: `Points to add or take: a whole number from −${LOYALTY_ADJUST_MAX} to ${LOYALTY_ADJUST_MAX}, not 0`,
    fr: `Points à ajouter ou retirer : un nombre entier de −${LOYALTY_ADJUST_MAX} à ${LOYALTY_ADJUST_MAX}, sauf 0`,
  },
  LOYALTY_NOT_ENABLED: {
    en: 'This restaurant does not run a loyalty programme',
    fr: 'Ce restaurant n’a pas de programme de fidélité',
  },
  LOYALTY_NOT_ENOUGH_POINTS: {
    en: 'Not enough points for this reward',
    fr: 'Pas assez de points pour cette récompense',
  },
  VOUCHER_UNKNOWN: {
    en: 'This voucher does not exist, or belongs to another restaurant',
    fr: 'Ce bon n’existe pas, ou appartient à un autre restaurant',
  },
  VOUCHER_AT_TABLE_ONLY: {
    en: 'A dish voucher is used at the table: show it to the restaurant',
    fr: 'Un bon pour un plat s’utilise à table : montrez-le au restaurant',
  },
  VOUCHER_NOT_WITH_PROMO: {
    en: 'A voucher and a promo code cannot be used on the same order',
    fr: 'Un bon et un code promo ne peuvent pas servir sur la même commande',
  },
  VOUCHER_NOT_ACTIVE: {
    en: 'This voucher was already used, cancelled or has expired',
    fr: 'Ce bon a déjà été utilisé, annulé ou a expiré',
  },
} as const satisfies Record<string, MessagePair>;
