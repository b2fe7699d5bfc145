import {
  ORDER_LINE_MAX_QUANTITY,
  ORDER_MAX_LINES,
  ORDER_MAX_PEOPLE,
  ORDER_MAX_PER_CUSTOMER_PER_HOUR,
  ORDER_MAX_WAITING_PER_CUSTOMER,
  ORDER_UNPAID_MAX_CENTS,
  ORDER_UNPAID_MAX_UNITS,
  ORDER_WAITING_EXPIRY_MINUTES,
} from '../order-limits.js';
import type { MessagePair } from '../message-pair.js';

/** Placing and handling orders. */
export const orderErrors = {
  RESTAURANT_UNAVAILABLE: {
    en: 'This restaurant is not taking orders right now',
    fr: 'Ce restaurant ne prend pas de commandes pour le moment',
  },
  ITEM_UNAVAILABLE: {
    en: 'A dish of your order cannot be ordered now: it is off the menu or outside its serving hours',
    fr: 'Un plat de votre commande ne peut pas être commandé maintenant\u00a0: il n’est plus à la carte ou n’est pas servi à cette heure',
  },
  ITEM_SOLD_OUT: {
    en: 'A dish of your order is sold out for today',
    fr: 'Un plat de votre commande est épuisé pour aujourd’hui',
  },
  SERVICE_TYPE_UNAVAILABLE: {
    en: 'A dish of your order is not offered for this kind of service',
    fr: 'Un plat de votre commande n’est pas proposé pour ce type de service',
  },
  SIZE_INVALID: {
    en: 'Choose one of the sizes of the dish',
    fr: 'Choisissez l’une des tailles du plat',
  },
  OPTION_INVALID: {
    en: 'A chosen option does not belong to the dish',
    fr: 'Une option choisie n’appartient pas au plat',
  },
  TOO_MANY_CHOICES: {
    en: 'Too many options chosen for one of the add-ons',
    fr: 'Trop d’options choisies pour l’un des suppléments',
  },
  TOO_FEW_CHOICES: {
    en: 'Choose the required options of the dish',
    fr: 'Choisissez les options obligatoires du plat',
  },
  QUANTITY_INVALID: {
    en: `The quantity must be a whole number from 1 to ${ORDER_LINE_MAX_QUANTITY}`,
    fr: `La quantité doit être un nombre entier de 1 à ${ORDER_LINE_MAX_QUANTITY}`,
  },
  MAX_PER_ORDER_EXCEEDED: {
    en: 'You have ordered more of a dish than one order may hold',
    fr: 'Vous avez commandé plus d’un plat que ce qu’une commande peut contenir',
  },
  ORDER_EMPTY: { en: 'Your order is empty', fr: 'Votre commande est vide' },
  ORDER_TOO_LARGE: {
    en: `An order holds at most ${ORDER_MAX_LINES} lines`,
    fr: `Une commande contient au plus ${ORDER_MAX_LINES} lignes`,
  },
  PEOPLE_INVALID: {
    en: `The number of people must be from 1 to ${ORDER_MAX_PEOPLE}`,
    fr: `Le nombre de personnes doit être compris entre 1 et ${ORDER_MAX_PEOPLE}`,
  },
  PAYMENT_METHOD_INVALID: {
    en: 'Choose a payment method: online, cash, pay later or voucher',
    fr: 'Choisissez un mode de paiement\u00a0: en ligne, espèces, payer plus tard ou titre-restaurant',
  },
  TOO_MANY_WAITING_ORDERS: {
    en: `You already have ${ORDER_MAX_WAITING_PER_CUSTOMER} orders waiting for this restaurant’s answer: wait for it before ordering again`,
    fr: `Vous avez déjà ${ORDER_MAX_WAITING_PER_CUSTOMER} commandes en attente de la réponse de ce restaurant\u00a0: attendez-la avant de commander à nouveau`,
  },
  TOO_MANY_ORDERS_PER_HOUR: {
    en: `You have placed ${ORDER_MAX_PER_CUSTOMER_PER_HOUR} orders in the last hour, the most allowed: try again later`,
    fr: `Vous avez passé ${ORDER_MAX_PER_CUSTOMER_PER_HOUR} commandes dans la dernière heure, le maximum autorisé\u00a0: réessayez plus tard`,
  },
  RESTAURANT_BUSY: {
    en: 'This restaurant has too many orders waiting for an answer: try again in a few minutes',
    fr: 'Ce restaurant a trop de commandes en attente de réponse\u00a0: réessayez dans quelques minutes',
  },
  ORDER_AMOUNT_TOO_HIGH: {
    en: `An order not paid online may total at most ${ORDER_UNPAID_MAX_CENTS / 100} €: pay online or order less`,
    fr: `Une commande non payée en ligne ne peut pas dépasser ${ORDER_UNPAID_MAX_CENTS / 100}\u00a0€\u00a0: payez en ligne ou commandez moins`,
  },
  ORDER_QUANTITY_TOO_HIGH: {
    en: `An order not paid online holds at most ${ORDER_UNPAID_MAX_UNITS} dishes: pay online or order less`,
    fr: `Une commande non payée en ligne contient au plus ${ORDER_UNPAID_MAX_UNITS} plats\u00a0: payez en ligne ou commandez moins`,
  },
  ORDER_EXPIRED: {
    en: `This order waited ${ORDER_WAITING_EXPIRY_MINUTES} minutes without an answer and has expired`,
    fr: `Cette commande a attendu ${ORDER_WAITING_EXPIRY_MINUTES}\u00a0minutes sans réponse et a expiré`,
  },
  SERVICE_TYPE_INVALID: {
    en: 'Choose dine-in, takeaway or delivery',
    fr: 'Choisissez sur place, à emporter ou livraison',
  },
  STATUS_CHANGE_INVALID: {
    en: 'This order cannot take that status now',
    fr: 'Cette commande ne peut pas prendre ce statut maintenant',
  },
  REJECT_REASON_REQUIRED: {
    en: 'Say why you refuse the order: the customer is told',
    fr: 'Indiquez pourquoi vous refusez la commande\u00a0: le client en est informé',
  },
  ORDER_NOT_CANCELLABLE: {
    en: 'The restaurant has already answered: the order can no longer be cancelled here',
    fr: 'Le restaurant a déjà répondu\u00a0: la commande ne peut plus être annulée ici',
  },
  TOO_MANY_STREAMS: {
    en: 'Your orders are already open in too many tabs or screens: close one, then try again',
    fr: 'Vos commandes sont déjà ouvertes dans trop d’onglets ou d’écrans\u00a0: fermez-en un, puis réessayez',
  },
  EXPORT_IN_PROGRESS: {
    en: 'An export is already being prepared: wait until it has downloaded, then try again',
    fr: 'Un export est déjà en préparation\u00a0: attendez la fin de son téléchargement, puis réessayez',
  },
} satisfies Record<string, MessagePair>;
