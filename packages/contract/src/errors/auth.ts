import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth-limits.js';
import type { MessagePair } from '../message-pair.js';

/**
 * Sign-up, verification codes, sign-in and password reset. The English texts of
 * INVALID_CREDENTIALS, INVALID_OTP, EMAIL_EXISTS and PHONE_EXISTS are those of the original API,
 * capitals and grammar included: existing mobile clients compare them, so they stay as they are.
 */
export const authErrors = {
  INVALID_CREDENTIALS: {
    en: 'Username and password is incorrect',
    fr: 'Le nom d’utilisateur ou le mot de passe est incorrect',
  },
  INVALID_OTP: {
    en: 'Verification code entered is incorrect',
    fr: 'Le code de vérification saisi est incorrect',
  },
  OTP_EXPIRED: {
    en: 'This verification code has expired or was used too many times. Ask for a new one.',
    fr: 'Ce code de vérification a expiré ou a été essayé trop de fois. Demandez-en un nouveau.',
  },
  OTP_LOCKED: {
    en: 'Too many wrong codes. Ask for a new verification code.',
    fr: 'Trop de codes erronés. Demandez un nouveau code de vérification.',
  },
  OTP_SEND_LIMIT: {
    en: 'Too many codes were sent. Please try again in a few minutes.',
    fr: 'Trop de codes ont été envoyés. Réessayez dans quelques minutes.',
  },
  /** "A minute" is RESEND_COUNTDOWN_SECONDS; a test holds them together. */
  OTP_COOLDOWN: {
    en: 'A code was sent less than a minute ago. Please wait before asking again.',
    fr: 'Un code a été envoyé il y a moins d’une minute. Patientez avant d’en redemander un.',
  },
  EMAIL_EXISTS: { en: 'E-mail Already Exists', fr: 'Cette adresse e-mail est déjà utilisée' },
  PHONE_EXISTS: { en: 'Mobile No. already Exists', fr: 'Ce numéro de mobile est déjà utilisé' },
  PHONE_INVALID: { en: 'Phone number is invalid', fr: 'Le numéro de téléphone n’est pas valide' },
  COUNTRY_CODE_INVALID: { en: 'Country code is invalid', fr: 'L’indicatif pays n’est pas valide' },
  EMAIL_INVALID: {
    en: 'Please enter a valid e-mail address',
    fr: 'Saisissez une adresse e-mail valide',
  },
  PASSWORD_TOO_SHORT: {
    en: `The password must have at least ${PASSWORD_MIN_LENGTH} characters`,
    fr: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  },
  PASSWORD_TOO_LONG: {
    en: `The password must have at most ${PASSWORD_MAX_LENGTH} characters`,
    fr: `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères`,
  },
  PASSWORD_MISMATCH: {
    en: 'Confirm password is not the same',
    fr: 'La confirmation du mot de passe ne correspond pas',
  },
  ACCOUNT_NOT_FOUND: {
    en: 'No partner account uses this phone number',
    fr: 'Aucun compte partenaire n’utilise ce numéro de téléphone',
  },
  ACCOUNT_NOT_VERIFIED: {
    en: 'Your account is not verified yet. Enter the verification code we sent to your phone and e-mail.',
    fr: 'Votre compte n’est pas encore vérifié. Saisissez le code de vérification envoyé par SMS et par e-mail.',
  },
  CODE_NOT_DELIVERED: {
    en: 'We could not send the code. Please try again in a minute.',
    fr: 'Nous n’avons pas pu envoyer le code. Réessayez dans une minute.',
  },
  ACCOUNT_ALREADY_VERIFIED: {
    en: 'This account is already verified',
    fr: 'Ce compte est déjà vérifié',
  },
  ACCOUNT_REJECTED: {
    en: 'Your partner application was not accepted. Contact us for more information.',
    fr: 'Votre demande de partenariat n’a pas été acceptée. Contactez-nous pour en savoir plus.',
  },
  ACCOUNT_SUSPENDED: {
    en: 'This account is suspended. Contact us for more information.',
    fr: 'Ce compte est suspendu. Contactez-nous pour en savoir plus.',
  },
  PHONE_COUNTRY_NOT_SERVED: {
    en: 'We can only send text messages to phone numbers in France and its overseas departments',
    fr: 'Nous n’envoyons de SMS qu’aux numéros de France et des départements d’outre-mer',
  },
  CONTACT_CHANGE_LIMIT: {
    en: 'You have tried three new phone numbers today. Please try again tomorrow.',
    fr: 'Vous avez essayé trois nouveaux numéros aujourd’hui. Réessayez demain.',
  },
  CURRENT_PASSWORD_REQUIRED: {
    en: 'Enter your current password to change your phone number',
    fr: 'Saisissez votre mot de passe actuel pour changer de numéro de téléphone',
  },
  AWAITING_APPROVAL: {
    en: 'Your account is awaiting approval. We will let you know as soon as it is approved.',
    fr: 'Votre compte est en attente de validation. Nous vous préviendrons dès qu’il sera validé.',
  },
} satisfies Record<string, MessagePair>;

/** The fields of the sign-up and sign-in forms as users read them; the French ones carry their article. */
export const authFieldLabels = {
  name: { en: 'business name', fr: 'le nom de l’établissement' },
  address: { en: 'address', fr: 'l’adresse' },
  email: { en: 'e-mail address', fr: 'l’adresse e-mail' },
  phone: { en: 'phone number', fr: 'le numéro de téléphone' },
  country_code: { en: 'country code', fr: 'l’indicatif pays' },
  password: { en: 'password', fr: 'le mot de passe' },
  confirm_password: { en: 'password confirmation', fr: 'la confirmation du mot de passe' },
  otp: { en: 'verification code', fr: 'le code de vérification' },
  latitude: { en: 'address', fr: 'l’adresse' },
  longitude: { en: 'address', fr: 'l’adresse' },
  status: { en: 'status', fr: 'le statut' },
} satisfies Record<string, MessagePair>;
