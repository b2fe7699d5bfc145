import type { MessagePair } from '../message-pair.js';
import {
  CAMPAIGN_SUBJECT_MAX_LENGTH,
  CAMPAIGN_TEXT_MAX_LENGTH,
  CAMPAIGNS_PER_WEEK,
  DATA_ARCHIVE_LINK_DAYS,
} from '../privacy-limits.js';

/** Personal data: consents, campaigns, unsubscribing. */
export const privacyErrors = {
  CAMPAIGN_SUBJECT_TOO_LONG: {
    en: `A subject holds at most ${CAMPAIGN_SUBJECT_MAX_LENGTH} characters`,
    fr: `Un objet compte au plus ${CAMPAIGN_SUBJECT_MAX_LENGTH}\u00a0caractères`,
  },
  CAMPAIGN_TEXT_TOO_LONG: {
    en: `A campaign’s text holds at most ${CAMPAIGN_TEXT_MAX_LENGTH} characters`,
    fr: `Le texte d’une campagne compte au plus ${CAMPAIGN_TEXT_MAX_LENGTH}\u00a0caractères`,
  },
  CAMPAIGN_ALREADY_SENT: {
    en: 'This campaign was already sent: it can no longer be changed or sent again',
    fr: 'Cette campagne a déjà été envoyée\u00a0: elle ne peut plus être modifiée ni renvoyée',
  },
  CAMPAIGN_WEEKLY_LIMIT: {
    en: `At most ${CAMPAIGNS_PER_WEEK} campaigns are sent in 7 days: try again later`,
    fr: `Au plus ${CAMPAIGNS_PER_WEEK}\u00a0campagnes partent en 7\u00a0jours\u00a0: réessayez plus tard`,
  },
  CAMPAIGN_NO_AUDIENCE: {
    en: 'No guest who accepted your news matches this audience',
    fr: 'Aucun client ayant accepté vos actualités ne correspond à ce public',
  },
  CAMPAIGN_NO_EMAIL: {
    en: 'Your account has no e-mail address to send the test to',
    fr: 'Votre compte n’a pas d’adresse e-mail où envoyer le test',
  },
  RIGHTS_REQUEST_PREPARING: {
    en: 'Your data is already being gathered: the link arrives by e-mail shortly',
    fr: 'Vos données sont déjà en cours de préparation : le lien arrive bientôt par e-mail',
  },
  RIGHTS_NO_EMAIL: {
    en: 'Add an e-mail address to your account to receive your data',
    fr: 'Ajoutez une adresse e-mail à votre compte pour recevoir vos données',
  },
  DATA_ARCHIVE_LINK_INVALID: {
    en: `This link is not valid or is more than ${DATA_ARCHIVE_LINK_DAYS} days old: ask for your data again`,
    fr: `Ce lien n’est pas valable ou date de plus de ${DATA_ARCHIVE_LINK_DAYS} jours : demandez à nouveau vos données`,
  },
} satisfies Record<string, MessagePair>;

/** The fields of campaigns and subscriptions as people read them. */
export const privacyFieldLabels = {
  campaign_id: { en: 'campaign', fr: 'la campagne' },
  subject: { en: 'subject (English)', fr: 'l’objet (anglais)' },
  fr_subject: { en: 'subject (French)', fr: 'l’objet (français)' },
  body: { en: 'text (English)', fr: 'le texte (anglais)' },
  fr_body: { en: 'text (French)', fr: 'le texte (français)' },
  last_visit_days: { en: 'last visit', fr: 'la dernière visite' },
} satisfies Record<string, MessagePair>;
