import { CUSTOMER_MIN_AGE } from '../customer-limits.js';
import type { MessagePair } from '../message-pair.js';

/** Customer accounts: registration, codes, Google sign-in, own details, closing. */
export const customerErrors = {
  BIRTH_DATE_REQUIRED: { en: 'Enter your date of birth', fr: 'Saisissez votre date de naissance' },
  BIRTH_DATE_INVALID: {
    en: 'Enter a valid date of birth, for example 1990-05-31',
    fr: 'Saisissez une date de naissance valide, par exemple 31/05/1990',
  },
  CUSTOMER_TOO_YOUNG: {
    en: `You must be ${CUSTOMER_MIN_AGE} or over to create an account`,
    fr: `Vous devez avoir au moins ${CUSTOMER_MIN_AGE} ans pour créer un compte`,
  },
  CODE_TYPE_INVALID: {
    en: 'Unknown code type: use customer, login or forgot',
    fr: 'Type de code inconnu\u00a0: utilisez customer, login ou forgot',
  },
  CUSTOMER_NOT_VERIFIED: {
    en: 'Your account is not confirmed yet: enter the code we have just sent',
    fr: 'Votre compte n’est pas encore confirmé\u00a0: saisissez le code que nous venons d’envoyer',
  },
  SOCIAL_PROVIDER_NOT_SUPPORTED: {
    en: 'This sign-in provider is not supported: use Google, or your phone and password',
    fr: 'Ce mode de connexion n’est pas pris en charge\u00a0: utilisez Google, ou votre téléphone et votre mot de passe',
  },
  SOCIAL_TOKEN_INVALID: {
    en: 'The Google sign-in could not be checked. Please try again.',
    fr: 'La connexion Google n’a pas pu être vérifiée. Veuillez réessayer.',
  },
  SOCIAL_EMAIL_UNVERIFIED: {
    en: 'Google has not confirmed this e-mail address yet',
    fr: 'Google n’a pas encore confirmé cette adresse e-mail',
  },
  CONTACT_CODE_SENT: {
    en: 'We sent a code to your new contact details: enter it to confirm the change',
    fr: 'Nous avons envoyé un code à vos nouvelles coordonnées\u00a0: saisissez-le pour confirmer le changement',
  },
  CURRENT_PASSWORD_WRONG: {
    en: 'Your current password is incorrect',
    fr: 'Votre mot de passe actuel est incorrect',
  },
  PASSWORD_REQUIRED: {
    en: 'Enter your password to confirm',
    fr: 'Saisissez votre mot de passe pour confirmer',
  },
} satisfies Record<string, MessagePair>;
