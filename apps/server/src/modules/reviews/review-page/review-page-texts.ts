import {
  type Locale,
  REVIEW_MAX_LENGTH,
  REVIEW_MAX_PUBLICATION_DELAY_DAYS,
  REVIEW_MIN_EXCLUSIVE_LENGTH,
  REVIEW_WINDOW_DAYS,
  type ReviewStatus,
} from '@portal/contract';
import { type BookingLinkTexts, bookingLinkTexts } from '../../../core/guest-page-texts.js';

/** What the page says above the form after a redirect (the `msg` of the address). */
export const REVIEW_NOTICES = ['elsewhere'] as const;
export type ReviewNotice = (typeof REVIEW_NOTICES)[number];

/** The words of the review page, in both languages (the page is drawn on the server). */
export interface ReviewPageTexts extends BookingLinkTexts {
  title: (restaurant: string) => string;
  heading: string;
  visitHeading: string;
  formHeading: string;
  restaurantLabel: string;
  visitLabel: string;
  intro: string;
  errorsHeading: string;
  ratingLegend: string;
  /** What each rating says, from 1 to 5. */
  ratings: readonly [string, string, string, string, string];
  textLabel: string;
  textHint: string;
  rules: readonly string[];
  policyLink: string;
  submit: string;
  notices: Record<ReviewNotice, string>;
  /** After the review is posted, or when the booking already has one. */
  thanksHeading: string;
  alreadyHeading: string;
  outcome: Record<ReviewStatus, string>;
  rejectedBecause: (reason: string) => string;
  afterwards: string;
  myRating: (rating: number) => string;
  /** A booking that gives no right to review (the contract's error text follows). */
  refusedHeading: string;
  /** A link past its lifetime. */
  expired: { title: string; heading: string; text: string };
  /** A link that opens nothing. */
  lost: { heading: string; text: string };
}

const fr: ReviewPageTexts = {
  ...bookingLinkTexts.fr,
  title: (restaurant) => `Votre avis — ${restaurant}`,
  heading: 'Votre avis',
  visitHeading: 'Votre visite',
  formHeading: 'Votre note et votre commentaire',
  restaurantLabel: 'Restaurant',
  visitLabel: 'Date de la visite',
  intro: 'Racontez votre repas aux prochains clients\u00a0: votre avis sera publié sur la page du restaurant.',
  errorsHeading: 'Votre avis n’est pas encore envoyé\u00a0:',
  ratingLegend: 'Votre note, de 1 à 5',
  ratings: ['1 – Très décevant', '2 – Décevant', '3 – Correct', '4 – Très bien', '5 – Excellent'],
  textLabel: 'Votre commentaire',
  textHint: `Plus de ${REVIEW_MIN_EXCLUSIVE_LENGTH} caractères et ${REVIEW_MAX_LENGTH.toLocaleString('fr-FR')} au plus. Parlez de votre visite\u00a0: l’accueil, les plats, le service.`,
  rules: [
    'Chaque avis est vérifié avant publication\u00a0: un avis injurieux, sans rapport avec la visite ou contenant des données personnelles est refusé, et vous en saurez la raison.',
    'Aucune contrepartie n’est accordée pour un avis. Un avis n’est jamais modifié\u00a0; vous pouvez le retirer depuis votre compte.',
  ],
  policyLink: 'Notre politique des avis',
  submit: 'Envoyer mon avis',
  notices: {
    elsewhere: 'Ce formulaire ne venait pas de cette page\u00a0: rien n’a été envoyé. Recommencez ici.',
  },
  thanksHeading: 'Merci pour votre avis',
  alreadyHeading: 'Vous avez déjà donné votre avis',
  outcome: {
    published: 'Votre avis est publié sur la page du restaurant.',
    pending: `Votre avis sera relu avant sa publication, sous ${REVIEW_MAX_PUBLICATION_DELAY_DAYS}\u00a0jours au plus. Vous serez prévenu s’il est refusé.`,
    rejected: 'Votre avis n’a pas été publié.',
    withdrawn: 'Vous avez retiré cet avis\u00a0: il n’est plus affiché.',
    deleted: 'Cet avis a été retiré par la plateforme.',
  },
  rejectedBecause: (reason) => `Raison\u00a0: ${reason}.`,
  afterwards:
    'Le restaurant peut y répondre. Un avis ne peut être donné qu’une fois par réservation\u00a0; vous pouvez le retirer depuis votre compte.',
  myRating: (rating) => `Votre note\u00a0: ${rating} sur 5`,
  refusedHeading: 'Pas d’avis possible pour cette réservation',
  expired: {
    title: 'Lien expiré',
    heading: 'Ce lien a expiré',
    text: `Le lien pour donner votre avis n’est plus valable. Un avis se donne dans les ${REVIEW_WINDOW_DAYS}\u00a0jours qui suivent le repas.`,
  },
  lost: {
    heading: 'Ce lien ne fonctionne plus',
    text: 'Le lien pour donner votre avis n’est pas valable. Vérifiez le lien reçu par e-mail ou SMS.',
  },
};

const en: ReviewPageTexts = {
  ...bookingLinkTexts.en,
  title: (restaurant) => `Your review — ${restaurant}`,
  heading: 'Your review',
  visitHeading: 'Your visit',
  formHeading: 'Your rating and comments',
  restaurantLabel: 'Restaurant',
  visitLabel: 'Date of the visit',
  intro: 'Tell future guests about your meal: your review will be published on the restaurant’s page.',
  errorsHeading: 'Your review has not been sent yet:',
  ratingLegend: 'Your rating, from 1 to 5',
  ratings: ['1 – Very disappointing', '2 – Disappointing', '3 – Fair', '4 – Very good', '5 – Excellent'],
  textLabel: 'Your comments',
  textHint: `More than ${REVIEW_MIN_EXCLUSIVE_LENGTH} characters and at most ${REVIEW_MAX_LENGTH.toLocaleString('en-GB')}. Tell us about your visit: the welcome, the dishes, the service.`,
  rules: [
    'Every review is checked before it is published: a review that insults, is not about the visit or holds personal data is refused, and you are told why.',
    'Nothing is given in exchange for a review. A review is never edited; you may withdraw it from your account.',
  ],
  policyLink: 'Our reviews policy',
  submit: 'Send my review',
  notices: {
    elsewhere: 'This form did not come from this page: nothing was sent. Please try again here.',
  },
  thanksHeading: 'Thank you for your review',
  alreadyHeading: 'You have already reviewed this visit',
  outcome: {
    published: 'Your review is published on the restaurant’s page.',
    pending: `Your review will be checked before it is published, within ${REVIEW_MAX_PUBLICATION_DELAY_DAYS} days at most. You will be told if it is refused.`,
    rejected: 'Your review was not published.',
    withdrawn: 'You withdrew this review: it is no longer shown.',
    deleted: 'This review was removed by the platform.',
  },
  rejectedBecause: (reason) => `Reason: ${reason}.`,
  afterwards:
    'The restaurant may respond to it. A booking can be reviewed only once; you may withdraw your review from your account.',
  myRating: (rating) => `Your rating: ${rating} out of 5`,
  refusedHeading: 'This booking cannot be reviewed',
  expired: {
    title: 'Link expired',
    heading: 'This link has expired',
    text: `The link to review your visit is no longer valid. A review is given within ${REVIEW_WINDOW_DAYS} days after the meal.`,
  },
  lost: {
    heading: 'This link no longer works',
    text: 'The link to review your visit is not valid. Check the link in your e-mail or text message.',
  },
};

export const reviewPageTexts: Record<Locale, ReviewPageTexts> = { fr, en };
