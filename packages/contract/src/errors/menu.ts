import type { MessagePair } from '../message-pair.js';
import {
  ADDON_CHOOSE_UPTO_MAX,
  ADDON_CHOOSE_UPTO_MIN,
  ADDON_MAX_OPTIONS,
  DISCOUNT_MAX_PERCENT,
  LATEST_NEXT_DAY_CLOSING_HOUR,
  MAX_IMAGES_PER_ITEM,
  MAX_PER_ORDER_MAX,
  MAX_PER_ORDER_MIN,
  MAX_SERVICE_SLOTS,
  MAX_SIZES_PER_ITEM,
  PREPARATION_TIME_MAX_MINUTES,
  PREPARATION_TIME_MIN_MINUTES,
} from '../menu/limits.js';
import { TVA_RATES, tvaRateLabel } from '../money.js';
import { imageErrors } from './images.js';

/** "a, b or c": the last two joined by `or`. */
function listWithOr(items: readonly string[], or: string): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${or} ${items.at(-1)}`;
}

/** Items, photos, add-ons and dish types. Every limit a text states comes from its constant. */
export const menuErrors = {
  ITEM_NAME_REQUIRED: {
    en: 'Enter the name of the dish (in French or in English)',
    fr: 'Saisissez le nom du plat (en français ou en anglais)',
  },
  SERVICE_TYPE_REQUIRED: {
    en: 'Choose at least one service type',
    fr: 'Choisissez au moins un type de service',
  },
  DISH_TYPE_REQUIRED: {
    en: 'Choose at least one dish type',
    fr: 'Choisissez au moins un type de plat',
  },
  /** The example prices are accepted by parsePrice; a test holds them to it. */
  PRICE_INVALID: {
    en: 'Enter a valid price, for example 12.50',
    fr: 'Saisissez un prix valide, par exemple 12,50',
  },
  PREPARATION_TIME_INVALID: {
    en: `Enter a preparation time between ${PREPARATION_TIME_MIN_MINUTES} and ${PREPARATION_TIME_MAX_MINUTES} minutes`,
    fr: `Saisissez un temps de préparation entre ${PREPARATION_TIME_MIN_MINUTES} et ${PREPARATION_TIME_MAX_MINUTES} minutes`,
  },
  OPENING_HOURS_INVALID: {
    en: `Enter 1 to ${MAX_SERVICE_SLOTS} service times (HH:MM); each must close after it opens (or the next morning, by ${LATEST_NEXT_DAY_CLOSING_HOUR} a.m.) and they must not overlap`,
    fr: `Saisissez 1 à ${MAX_SERVICE_SLOTS} horaires de service (HH:MM) ; chacun doit finir après son début (ou le lendemain matin, au plus tard à ${LATEST_NEXT_DAY_CLOSING_HOUR} h), sans chevauchement`,
  },
  DISCOUNT_INVALID: {
    en: `The discount must be a whole percentage between 0 and ${DISCOUNT_MAX_PERCENT}`,
    fr: `La remise doit être un pourcentage entier entre 0 et ${DISCOUNT_MAX_PERCENT}`,
  },
  TVA_RATE_INVALID: {
    en: `Choose a VAT rate of ${listWithOr(
      TVA_RATES.map((rate) => tvaRateLabel(rate, 'en')),
      'or',
    )}`,
    fr: `Choisissez un taux de TVA de ${listWithOr(
      TVA_RATES.map((rate) => tvaRateLabel(rate, 'fr')),
      'ou',
    )}`,
  },
  REFERENCE_INVALID: {
    en: 'One of the chosen options no longer exists. Reload the page and choose again.',
    fr: 'L’une des options choisies n’existe plus. Rechargez la page et choisissez à nouveau.',
  },
  ...imageErrors,
  TOO_MANY_IMAGES: {
    en: `A dish can have at most ${MAX_IMAGES_PER_ITEM} photos`,
    fr: `Un plat peut avoir au plus ${MAX_IMAGES_PER_ITEM} photos`,
  },
  ADDON_TITLE_REQUIRED: {
    en: 'Enter the add-on title',
    fr: 'Saisissez le titre du supplément',
  },
  CHOOSE_UPTO_REQUIRED: {
    en: 'Enter how many options can be chosen',
    fr: 'Saisissez le nombre d’options au choix',
  },
  CHOOSE_UPTO_INVALID: {
    en: `The number of options to choose must be between ${ADDON_CHOOSE_UPTO_MIN} and ${ADDON_CHOOSE_UPTO_MAX}`,
    fr: `Le nombre d’options au choix doit être compris entre ${ADDON_CHOOSE_UPTO_MIN} et ${ADDON_CHOOSE_UPTO_MAX}`,
  },
  OPTION_NAME_REQUIRED: {
    en: 'Enter a name for every option',
    fr: 'Saisissez un nom pour chaque option',
  },
  /** The example prices are accepted by parsePrice; a test holds them to it. */
  OPTION_PRICE_INVALID: {
    en: 'Enter a valid price for every option, for example 1.50',
    fr: 'Saisissez un prix valide pour chaque option, par exemple 1,50',
  },
  SIZE_NAME_REQUIRED: {
    en: 'Give every size a name, for example “Pint”',
    fr: 'Donnez un nom à chaque taille, par exemple «\u00a0Pinte\u00a0»',
  },
  SIZE_PRICE_INVALID: {
    en: 'Enter a valid price for every size, for example 6.50',
    fr: 'Saisissez un prix valide pour chaque taille, par exemple 6,50',
  },
  TOO_MANY_SIZES: {
    en: `A dish can have at most ${MAX_SIZES_PER_ITEM} sizes`,
    fr: `Un plat peut avoir au plus ${MAX_SIZES_PER_ITEM} tailles`,
  },
  MAX_PER_ORDER_INVALID: {
    en: `The limit per order must be a whole number from ${MAX_PER_ORDER_MIN} to ${MAX_PER_ORDER_MAX}, or empty for no limit`,
    fr: `La limite par commande doit être un nombre entier de ${MAX_PER_ORDER_MIN} à ${MAX_PER_ORDER_MAX}, ou vide pour aucune limite`,
  },
  ALLERGEN_INVALID: {
    en: 'Choose allergens from the list of the 14 regulated allergens',
    fr: 'Choisissez les allergènes dans la liste des 14 allergènes réglementaires',
  },
  TOO_MANY_OPTIONS: {
    en: `An add-on can have at most ${ADDON_MAX_OPTIONS} options`,
    fr: `Un supplément peut avoir au plus ${ADDON_MAX_OPTIONS} options`,
  },
  NOT_ENOUGH_OPTIONS: {
    en: 'Add at least as many options as can be chosen',
    fr: 'Ajoutez au moins autant d’options que le nombre au choix',
  },
  MIN_CHOICES_INVALID: {
    en: 'The minimum number of choices must be between 0 and the number that can be chosen (at least 1 when required)',
    fr: 'Le nombre minimum de choix doit être compris entre 0 et le nombre au choix (au moins 1 si obligatoire)',
  },
  DISH_TYPE_NAME_REQUIRED: {
    en: 'Enter the name of the dish type',
    fr: 'Saisissez le nom du type de plat',
  },
  DISH_TYPE_EXISTS: {
    en: 'This dish type already exists',
    fr: 'Ce type de plat existe déjà',
  },
  DISH_TYPE_NOT_OWN: {
    en: 'Only the dish types you created can be renamed or deleted',
    fr: 'Seuls les types de plats que vous avez créés peuvent être renommés ou supprimés',
  },
  DISH_TYPE_IN_USE: {
    en: 'Dishes still use this type: choose the type they move to',
    fr: 'Des plats utilisent encore ce type\u00a0: choisissez le type vers lequel les déplacer',
  },
  DISH_TYPE_MOVE_INVALID: {
    en: 'Choose another dish type of your menu for these dishes',
    fr: 'Choisissez un autre type de plat de votre carte pour ces plats',
  },
  ORDER_INVALID: {
    en: 'The new order is not valid. Reload the page and try again.',
    fr: 'Le nouvel ordre n’est pas valide. Rechargez la page et réessayez.',
  },
} satisfies Record<string, MessagePair>;
