import {
  type Locale,
  RESPONSE_WINDOW_MONTHS,
  REVIEW_BOOKED_AHEAD_MINUTES,
  REVIEW_MAX_PUBLICATION_DELAY_DAYS,
  REVIEW_MAX_RATING,
  REVIEW_MIN_EXCLUSIVE_LENGTH,
  REVIEW_MIN_RATING,
  REVIEW_REJECTION_REASONS,
  REVIEW_RETENTION_MONTHS,
  REVIEW_WINDOW_DAYS,
  reviewRejectionReasonLabels,
} from '@portal/contract';

/** A part of the policy: a heading, paragraphs, and a list after them. */
export interface PolicySection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

export interface ReviewsPolicyTexts {
  title: string;
  description: string;
  intro: string;
  sections: PolicySection[];
  /** The texts of law the page answers to. */
  legalBasis: string;
  contactLabel: string;
  otherLanguage: { label: string; lang: Locale; name: string };
}

const bookedAheadHours = REVIEW_BOOKED_AHEAD_MINUTES / 60;
const reasons = (lang: Locale) => REVIEW_REJECTION_REASONS.map((reason) => reviewRejectionReasonLabels[reason][lang]);
/** "le texte est trop court" → "Le texte est trop court." */
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/*
 * The information the Code de la consommation asks of whoever publishes consumer reviews
 * (L111-7-2; D111-9 to D111-12, formerly D111-16 to D111-19): whether and how reviews are
 * checked, what is given in exchange, the longest wait before publication, how long reviews are
 * kept, why one may be refused, whether the author may be contacted and a review changed. Every
 * figure comes from the contract's constants, which the server's rules use too.
 */
const fr: ReviewsPolicyTexts = {
  title: 'Politique des avis',
  description:
    'Qui peut laisser un avis sur un restaurant, comment les avis sont contrôlés, publiés, conservés, et comment les signaler.',
  intro:
    'Les avis publiés sur les pages des restaurants viennent de clients qui y ont réellement mangé. Voici qui peut en laisser un, comment nous les contrôlons et combien de temps ils restent en ligne.',
  sections: [
    {
      id: 'qui',
      title: 'Qui peut laisser un avis',
      paragraphs: [
        `Seul le client qui a réservé en ligne, depuis son propre compte et au moins ${bookedAheadHours} heures avant son repas, peut laisser un avis, une fois que le restaurant a indiqué qu’il était bien venu. Un avis par réservation, dans les ${REVIEW_WINDOW_DAYS} jours qui suivent le repas.`,
        'Une réservation prise par le restaurant lui-même (par téléphone, sur place) ne donne pas droit à un avis. Les professionnels de la restauration (restaurateurs et leurs équipes) ne peuvent pas publier d’avis.',
        `Un avis comprend une note de ${REVIEW_MIN_RATING} à ${REVIEW_MAX_RATING} étoiles et un texte de plus de ${REVIEW_MIN_EXCLUSIVE_LENGTH} caractères.`,
      ],
    },
    {
      id: 'controle',
      title: 'Comment les avis sont contrôlés',
      paragraphs: [
        'Chaque avis est contrôlé avant sa publication : d’abord automatiquement, dès son envoi, puis par une personne de notre équipe lorsque le contrôle automatique a un doute. Les avis positifs et négatifs sont traités de la même façon.',
        `Un avis accepté est publié au plus tard ${REVIEW_MAX_PUBLICATION_DELAY_DAYS} jours après son envoi, le plus souvent immédiatement.`,
      ],
    },
    {
      id: 'refus',
      title: 'Motifs de refus ou de suppression',
      paragraphs: ['Un avis est refusé, ou retiré après sa publication, pour l’un de ces motifs :'],
      items: reasons('fr').map(sentence),
    },
    {
      id: 'contrepartie',
      title: 'Aucune contrepartie',
      paragraphs: [
        'Rien n’est donné en échange d’un avis : ni argent, ni réduction, ni avantage, ni de notre part ni de celle du restaurant. Le restaurant ne peut ni choisir qui laisse un avis, ni payer pour en retirer un.',
      ],
    },
    {
      id: 'auteur',
      title: 'L’auteur de l’avis',
      paragraphs: [
        'Nous pouvons contacter l’auteur d’un avis, à l’adresse e-mail ou au numéro de son compte, au sujet de son avis. Lorsqu’un avis est refusé ou retiré, son auteur en est informé avec le motif.',
        'L’auteur peut retirer son avis à tout moment depuis son compte. Sur la page du restaurant, seuls son prénom et l’initiale de son nom apparaissent.',
      ],
    },
    {
      id: 'modification',
      title: 'Des avis jamais modifiés',
      paragraphs: [
        'Un avis publié n’est jamais modifié : ni par nous, ni par le restaurant, ni par son auteur. Il est publié tel quel, en entier, ou pas du tout.',
      ],
    },
    {
      id: 'affichage',
      title: 'Affichage et conservation',
      paragraphs: [
        'Chaque avis est affiché avec la date de la visite et la date de sa publication. Les avis sont classés du plus récent au plus ancien ; le visiteur peut aussi les classer par note. La note moyenne est celle de tous les avis publiés.',
        `Un avis reste en ligne ${REVIEW_RETENTION_MONTHS} mois après sa publication, puis il est supprimé.`,
      ],
    },
    {
      id: 'reponse',
      title: 'La réponse du restaurant',
      paragraphs: [
        `Le restaurant peut répondre une fois à chaque avis, dans les ${RESPONSE_WINDOW_MONTHS} mois qui suivent sa publication. Sa réponse n’est pas plus longue que l’avis, elle est contrôlée comme un avis et s’affiche sous celui-ci avec sa date.`,
      ],
    },
    {
      id: 'signaler',
      title: 'Signaler un avis',
      paragraphs: [
        'Le restaurant peut signaler gratuitement, depuis son espace partenaire, un avis dont il doute de l’authenticité, en indiquant pourquoi ; nous examinons chaque signalement et lui en communiquons la suite.',
        'Toute autre personne peut nous signaler un avis depuis la rubrique Contact du site, en indiquant le restaurant, l’avis et le motif.',
      ],
    },
  ],
  legalBasis:
    'Cette page répond aux articles L111-7-2 et D111-9 à D111-12 (anciennement D111-16 à D111-19) du Code de la consommation.',
  contactLabel: 'Nous contacter',
  otherLanguage: { label: 'English', lang: 'en', name: 'Read this page in English' },
};

const en: ReviewsPolicyTexts = {
  title: 'Reviews policy',
  description: 'Who may review a restaurant, how reviews are checked, published and kept, and how to report one.',
  intro:
    'The reviews on restaurants’ pages come from guests who really ate there. Here is who may leave one, how we check them and how long they stay online.',
  sections: [
    {
      id: 'who',
      title: 'Who may leave a review',
      paragraphs: [
        `Only the guest who booked online, from their own account and at least ${bookedAheadHours} hours before their meal, may leave a review, once the restaurant has marked them as having come. One review per booking, within ${REVIEW_WINDOW_DAYS} days after the meal.`,
        'A booking entered by the restaurant itself (by phone, at the door) gives no right to review. People of the restaurant trade (restaurateurs and their teams) may not publish reviews.',
        `A review holds a rating from ${REVIEW_MIN_RATING} to ${REVIEW_MAX_RATING} stars and a text of more than ${REVIEW_MIN_EXCLUSIVE_LENGTH} characters.`,
      ],
    },
    {
      id: 'checks',
      title: 'How reviews are checked',
      paragraphs: [
        'Every review is checked before it is published: automatically first, as soon as it is sent, then by a person of our team when the automatic check has a doubt. Positive and negative reviews are treated alike.',
        `An accepted review is published at most ${REVIEW_MAX_PUBLICATION_DELAY_DAYS} days after it was sent, most often at once.`,
      ],
    },
    {
      id: 'refusal',
      title: 'Why a review may be refused or removed',
      paragraphs: ['A review is refused, or removed after publication, for one of these reasons:'],
      items: reasons('en').map(sentence),
    },
    {
      id: 'nothing-in-exchange',
      title: 'Nothing in exchange',
      paragraphs: [
        'Nothing is given in exchange for a review: no money, no discount, no benefit, neither by us nor by the restaurant. The restaurant can neither choose who reviews it nor pay to have a review removed.',
      ],
    },
    {
      id: 'author',
      title: 'The author of a review',
      paragraphs: [
        'We may contact the author of a review about it, at the e-mail address or phone number of their account. When a review is refused or removed, its author is told, with the reason.',
        'The author may withdraw their review at any time from their account. On the restaurant’s page only their first name and the initial of their last name are shown.',
      ],
    },
    {
      id: 'never-edited',
      title: 'Reviews are never edited',
      paragraphs: [
        'A published review is never edited: not by us, not by the restaurant, not by its author. It is published as written, in full, or not at all.',
      ],
    },
    {
      id: 'display',
      title: 'Display and retention',
      paragraphs: [
        'Each review is shown with the date of the visit and the date it was published. Reviews are sorted from newest to oldest; visitors may sort them by rating instead. The average rating is that of all published reviews.',
        `A review stays online for ${REVIEW_RETENTION_MONTHS} months after its publication, then it is deleted.`,
      ],
    },
    {
      id: 'response',
      title: 'The restaurant’s response',
      paragraphs: [
        `The restaurant may respond once to each review, within ${RESPONSE_WINDOW_MONTHS} months of its publication. Its response is no longer than the review, is checked as a review is, and shows under it with its date.`,
      ],
    },
    {
      id: 'report',
      title: 'Reporting a review',
      paragraphs: [
        'The restaurant may report, free of charge and from its partner portal, a review whose authenticity it doubts, saying why; we look into every report and tell the restaurant the outcome.',
        'Anyone else may report a review to us through the Contact section of the site, naming the restaurant, the review and the reason.',
      ],
    },
  ],
  legalBasis:
    'This page answers articles L111-7-2 and D111-9 to D111-12 (formerly D111-16 to D111-19) of the French Consumer Code (Code de la consommation).',
  contactLabel: 'Contact us',
  otherLanguage: { label: 'Français', lang: 'fr', name: 'Lire cette page en français' },
};

/** French typography: a no-break space before a colon or a semicolon, so neither starts a line. */
const frenchSpacing = (text: string) => text.replace(/ ([:;])/g, '\u00a0$1');

export const reviewsPolicyTexts: Record<Locale, ReviewsPolicyTexts> = {
  fr: {
    ...fr,
    intro: frenchSpacing(fr.intro),
    sections: fr.sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs.map(frenchSpacing),
      items: section.items?.map(frenchSpacing),
    })),
  },
  en,
};
