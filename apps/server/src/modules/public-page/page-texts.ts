import { type Locale, REVIEW_WINDOW_DAYS } from '@portal/contract';
import { type GuestPageTexts, guestPageTexts } from '../../core/guest-page-texts.js';

/** The words of the public page, in both languages (the page is rendered on the server). */
export interface PageTexts extends GuestPageTexts {
  htmlLang: Locale;
  title: (name: string) => string;
  metaDescription: (name: string, address: string) => string;
  logoAlt: (name: string) => string;
  photoAlt: (name: string, index: number) => string;
  photosLabel: string;
  priceRange: string;
  state: {
    open: string;
    closed: string;
    paused: string;
    offline: string;
    online: string;
    opens: (when: string) => string;
    closedToday: string;
    notTakingOrders: string;
  };
  /** " : " in French (a no-break space before the colon), ": " in English. */
  colon: string;
  tomorrow: string;
  midnight: string;
  onDate: (date: string) => string;
  /** "ouvre à 19:00", "ouvre demain à 11:30": `day` is empty for today. */
  at: (day: string, time: string) => string;
  /** "jusqu’à 19:30", "jusqu’à demain, 11:30". */
  untilAt: (day: string, time: string) => string;
  menuHeading: string;
  menuSectionsLabel: string;
  otherDishes: string;
  emptyMenu: string;
  sizesLabel: string;
  addonChoice: (min: number, max: number, required: boolean) => string;
  allergensLabel: string;
  soldOut: string;
  notAvailable: string;
  buyOneGetOne: string;
  discount: (percent: number) => string;
  wasPrice: string;
  nowPrice: string;
  maxPerOrder: (count: number) => string;
  hoursHeading: string;
  todayMark: string;
  closedDay: string;
  noHours: string;
  weekdays: readonly string[];
  closuresHeading: string;
  closureDates: (start: string, end: string) => string;
  infoHeading: string;
  addressLabel: string;
  mapLink: string;
  phoneLabel: string;
  linksLabel: string;
  website: string;
  cuisinesLabel: string;
  servicesLabel: string;
  paymentsLabel: string;
  dietsLabel: string;
  parkingLabel: string;
  parking: string;
  allergenHeading: string;
  pricesNotice: string;
  reviews: ReviewsTexts;
  notFound: { title: string; heading: string; text: string; home: string };
}

/** The words of the page's reviews section. */
export interface ReviewsTexts {
  heading: string;
  /** "4,6 sur 5". */
  average: (value: string) => string;
  count: (count: number) => string;
  /** A rating for a screen reader: "Note : 4 sur 5". */
  ratingWords: (rating: string) => string;
  /** How reviews are checked, shown next to them (Code de la consommation D111-10). */
  checked: string;
  policyLink: string;
  policyFooter: string;
  none: string;
  pastTheEnd: string;
  sortedBy: Record<'newest' | 'rating', string>;
  sortBy: Record<'newest' | 'rating', string>;
  visited: (date: string) => string;
  published: (date: string) => string;
  responseBy: string;
  responseDate: (date: string) => string;
  pagesLabel: string;
  previous: string;
  more: string;
}

const fr: PageTexts = {
  ...guestPageTexts.fr,
  htmlLang: 'fr',
  title: (name) => `${name} — carte, horaires et adresse`,
  metaDescription: (name, address) => `La carte de ${name}, ses horaires et son adresse : ${address}.`,
  logoAlt: (name) => `Logo de ${name}`,
  photoAlt: (name, index) => `${name}, photo ${index}`,
  photosLabel: 'Photos de l’établissement',
  priceRange: 'Prix',
  state: {
    open: 'Ouvert maintenant',
    closed: 'Fermé actuellement',
    paused: 'En pause',
    offline: 'Hors ligne — ne prend pas de commandes',
    online: 'En ligne — prend les commandes',
    opens: (when) => `ouvre ${when}`,
    closedToday: 'Fermeture exceptionnelle aujourd’hui',
    notTakingOrders: 'Les commandes reprennent à la fin de la pause.',
  },
  colon: '\u00a0: ',
  tomorrow: 'demain',
  midnight: 'minuit',
  onDate: (date) => `le ${date}`,
  at: (day, time) => (day ? `${day} à ${time}` : `à ${time}`),
  untilAt: (day, time) => (day ? `jusqu’à ${day}, ${time}` : `jusqu’à ${time}`),
  menuHeading: 'La carte',
  menuSectionsLabel: 'Rubriques de la carte',
  otherDishes: 'Autres plats',
  emptyMenu: 'La carte n’est pas encore en ligne.',
  sizesLabel: 'Formats',
  addonChoice: (min, max, required) => {
    const count = min === max ? `${max} au choix` : min > 0 ? `${min} à ${max} au choix` : `jusqu’à ${max} au choix`;
    return required ? `${count}, obligatoire` : count;
  },
  allergensLabel: 'Allergènes',
  soldOut: 'Épuisé aujourd’hui',
  notAvailable: 'Indisponible',
  buyOneGetOne: '1 acheté = 1 offert',
  discount: (percent) => `−${percent} %`,
  wasPrice: 'Prix habituel',
  nowPrice: 'Prix remisé',
  maxPerOrder: (count) => `${count} maximum par commande`,
  hoursHeading: 'Horaires',
  todayMark: 'aujourd’hui',
  closedDay: 'Fermé',
  noHours: 'Horaires non communiqués.',
  weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  closuresHeading: 'Fermetures exceptionnelles',
  closureDates: (start, end) => (start === end ? `le ${start}` : `du ${start} au ${end}`),
  infoHeading: 'Infos pratiques',
  addressLabel: 'Adresse',
  mapLink: 'Voir sur la carte (OpenStreetMap)',
  phoneLabel: 'Téléphone',
  linksLabel: 'En ligne',
  website: 'Site web',
  cuisinesLabel: 'Cuisine',
  servicesLabel: 'Services',
  paymentsLabel: 'Paiement',
  dietsLabel: 'Régimes',
  parkingLabel: 'Stationnement',
  parking: 'Parking à proximité',
  allergenHeading: 'Allergènes',
  pricesNotice: 'Prix en euros, TTC, service compris.',
  reviews: {
    heading: 'Avis',
    average: (value) => `${value} sur 5`,
    count: (count) => (count === 1 ? '1 avis' : `${count} avis`),
    ratingWords: (rating) => `Note\u00a0: ${rating} sur 5.`,
    checked: `Avis vérifiés\u00a0: seuls les clients ayant honoré une réservation faite en ligne peuvent laisser un avis, dans les ${REVIEW_WINDOW_DAYS} jours suivant leur repas. Aucun avis n’est modifié, ni par nous ni par le restaurant.`,
    policyLink: 'Comment les avis sont contrôlés',
    policyFooter: 'Politique des avis',
    none: 'Pas encore d’avis\u00a0: les premiers viendront des clients qui auront réservé en ligne et honoré leur réservation.',
    pastTheEnd: 'Il n’y a pas d’autre avis.',
    sortedBy: {
      newest: 'Classés du plus récent au plus ancien.',
      rating: 'Classés de la meilleure note à la moins bonne, puis du plus récent au plus ancien.',
    },
    sortBy: { newest: 'Classer par date', rating: 'Classer par note' },
    visited: (date) => `Visite du ${date}`,
    published: (date) => `publié le ${date}`,
    responseBy: 'Réponse du restaurant',
    responseDate: (date) => `, le ${date}`,
    pagesLabel: 'Pages des avis',
    previous: 'Avis précédents',
    more: 'Avis suivants',
  },
  notFound: {
    title: 'Page introuvable',
    heading: 'Cette page n’existe pas',
    text: 'Ce restaurant n’a pas de page publique à cette adresse. Vérifiez le lien ou le QR code.',
    home: 'Retour à l’accueil',
  },
};

const en: PageTexts = {
  ...guestPageTexts.en,
  htmlLang: 'en',
  title: (name) => `${name} — menu, opening hours and address`,
  metaDescription: (name, address) => `The menu of ${name}, its opening hours and address: ${address}.`,
  logoAlt: (name) => `${name} logo`,
  photoAlt: (name, index) => `${name}, photo ${index}`,
  photosLabel: 'Photos of the restaurant',
  priceRange: 'Prices',
  state: {
    open: 'Open now',
    closed: 'Closed now',
    paused: 'Paused',
    offline: 'Offline — not taking orders',
    online: 'Online — taking orders',
    opens: (when) => `opens ${when}`,
    closedToday: 'Exceptionally closed today',
    notTakingOrders: 'Orders resume when the pause ends.',
  },
  colon: ': ',
  tomorrow: 'tomorrow',
  midnight: 'midnight',
  onDate: (date) => `on ${date}`,
  at: (day, time) => (day ? `${day} at ${time}` : `at ${time}`),
  untilAt: (day, time) => (day ? `until ${day}, ${time}` : `until ${time}`),
  menuHeading: 'Menu',
  menuSectionsLabel: 'Menu sections',
  otherDishes: 'Other dishes',
  emptyMenu: 'The menu is not online yet.',
  sizesLabel: 'Sizes',
  addonChoice: (min, max, required) => {
    const count = min === max ? `choose ${max}` : min > 0 ? `choose ${min} to ${max}` : `choose up to ${max}`;
    return required ? `${count}, required` : count;
  },
  allergensLabel: 'Allergens',
  soldOut: 'Sold out today',
  notAvailable: 'Not available',
  buyOneGetOne: 'Buy one, get one free',
  discount: (percent) => `−${percent}%`,
  wasPrice: 'Usual price',
  nowPrice: 'Discounted price',
  maxPerOrder: (count) => `At most ${count} per order`,
  hoursHeading: 'Opening hours',
  todayMark: 'today',
  closedDay: 'Closed',
  noHours: 'Opening hours not given.',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  closuresHeading: 'Exceptional closures',
  closureDates: (start, end) => (start === end ? start : `${start} to ${end}`),
  infoHeading: 'Practical information',
  addressLabel: 'Address',
  mapLink: 'See on the map (OpenStreetMap)',
  phoneLabel: 'Phone',
  linksLabel: 'Online',
  website: 'Website',
  cuisinesLabel: 'Cuisine',
  servicesLabel: 'Services',
  paymentsLabel: 'Payment',
  dietsLabel: 'Diets',
  parkingLabel: 'Parking',
  parking: 'Parking nearby',
  allergenHeading: 'Allergens',
  pricesNotice: 'Prices in euros, VAT and service included.',
  reviews: {
    heading: 'Reviews',
    average: (value) => `${value} out of 5`,
    count: (count) => (count === 1 ? '1 review' : `${count} reviews`),
    ratingWords: (rating) => `Rating: ${rating} out of 5.`,
    checked: `Verified reviews: only guests who honoured a booking made online may leave a review, within ${REVIEW_WINDOW_DAYS} days of their meal. No review is ever edited, neither by us nor by the restaurant.`,
    policyLink: 'How reviews are checked',
    policyFooter: 'Reviews policy',
    none: 'No reviews yet: the first will come from guests who booked online and honoured their booking.',
    pastTheEnd: 'There are no more reviews.',
    sortedBy: {
      newest: 'Sorted from newest to oldest.',
      rating: 'Sorted from the best rating to the lowest, then from newest to oldest.',
    },
    sortBy: { newest: 'Sort by date', rating: 'Sort by rating' },
    visited: (date) => `Visited on ${date}`,
    published: (date) => `published on ${date}`,
    responseBy: 'The restaurant’s response',
    responseDate: (date) => `, ${date}`,
    pagesLabel: 'Pages of reviews',
    previous: 'Previous reviews',
    more: 'More reviews',
  },
  notFound: {
    title: 'Page not found',
    heading: 'This page does not exist',
    text: 'No restaurant has a public page at this address. Check the link or the QR code.',
    home: 'Back to the home page',
  },
};

export const pageTexts: Record<Locale, PageTexts> = { fr, en };
