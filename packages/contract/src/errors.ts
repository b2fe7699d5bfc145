/**
 * Every failure the API can report, as a stable code. The server turns a code into the
 * `message` (English) / `fr_message` (French) pair of the response envelope; the web app
 * reads the same pairs for its own client-side checks, so both sides say the same thing.
 */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  REQUIRED: 'REQUIRED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INVALID_OTP: 'INVALID_OTP',
  OTP_EXPIRED: 'OTP_EXPIRED',
  OTP_LOCKED: 'OTP_LOCKED',
  OTP_SEND_LIMIT: 'OTP_SEND_LIMIT',
  OTP_COOLDOWN: 'OTP_COOLDOWN',
  EMAIL_EXISTS: 'EMAIL_EXISTS',
  PHONE_EXISTS: 'PHONE_EXISTS',
  PHONE_INVALID: 'PHONE_INVALID',
  COUNTRY_CODE_INVALID: 'COUNTRY_CODE_INVALID',
  EMAIL_INVALID: 'EMAIL_INVALID',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  PASSWORD_MISMATCH: 'PASSWORD_MISMATCH',
  ADDRESS_NOT_CHOSEN: 'ADDRESS_NOT_CHOSEN',
  ADDRESS_OUTSIDE_FRANCE: 'ADDRESS_OUTSIDE_FRANCE',
  TEXT_TOO_LONG: 'TEXT_TOO_LONG',
  ACCOUNT_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
  ACCOUNT_NOT_VERIFIED: 'ACCOUNT_NOT_VERIFIED',
  CODE_NOT_DELIVERED: 'CODE_NOT_DELIVERED',
  ACCOUNT_ALREADY_VERIFIED: 'ACCOUNT_ALREADY_VERIFIED',
  ACCOUNT_REJECTED: 'ACCOUNT_REJECTED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  AWAITING_APPROVAL: 'AWAITING_APPROVAL',
  UNAUTHORIZED: 'UNAUTHORIZED',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  GEOCODER_UNAVAILABLE: 'GEOCODER_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface MessagePair {
  en: string;
  fr: string;
}

/** Texts of spec section 8 keep their exact English wording: existing clients compare them. */
export const errorMessages: Record<ErrorCode, MessagePair> = {
  VALIDATION: { en: 'Please check the form.', fr: 'Veuillez vérifier le formulaire.' },
  REQUIRED: { en: 'This field is required.', fr: 'Ce champ est obligatoire.' },
  INVALID_CREDENTIALS: {
    en: 'Username and password is incorrect',
    fr: "Le nom d'utilisateur ou le mot de passe est incorrect",
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
  OTP_COOLDOWN: {
    en: 'A code was sent less than a minute ago. Please wait before asking again.',
    fr: 'Un code a été envoyé il y a moins d’une minute. Patientez avant d’en redemander un.',
  },
  EMAIL_EXISTS: { en: 'E-mail Already Exists', fr: 'Cette adresse e-mail est déjà utilisée' },
  PHONE_EXISTS: { en: 'Mobile No. already Exists', fr: 'Ce numéro de mobile est déjà utilisé' },
  PHONE_INVALID: { en: 'Phone number is invalid', fr: "Le numéro de téléphone n'est pas valide" },
  COUNTRY_CODE_INVALID: { en: 'Country code is invalid', fr: "L'indicatif pays n'est pas valide" },
  EMAIL_INVALID: {
    en: 'Please enter a valid e-mail address',
    fr: 'Saisissez une adresse e-mail valide',
  },
  PASSWORD_TOO_SHORT: {
    en: 'The password must have at least 8 characters',
    fr: 'Le mot de passe doit contenir au moins 8 caractères',
  },
  PASSWORD_TOO_LONG: {
    en: 'The password must have at most 128 characters',
    fr: 'Le mot de passe doit contenir au plus 128 caractères',
  },
  PASSWORD_MISMATCH: {
    en: 'Confirm password is not the same',
    fr: 'La confirmation du mot de passe ne correspond pas',
  },
  ADDRESS_NOT_CHOSEN: {
    en: 'Choose the address from the suggestions',
    fr: "Choisissez l'adresse parmi les suggestions",
  },
  ADDRESS_OUTSIDE_FRANCE: {
    en: 'The address must be in France',
    fr: "L'adresse doit se trouver en France",
  },
  TEXT_TOO_LONG: { en: 'This text is too long', fr: 'Ce texte est trop long' },
  ACCOUNT_NOT_FOUND: {
    en: 'No partner account uses this phone number',
    fr: "Aucun compte partenaire n'utilise ce numéro de téléphone",
  },
  ACCOUNT_NOT_VERIFIED: {
    en: 'Your account is not verified yet. We have sent you a new verification code.',
    fr: "Votre compte n'est pas encore vérifié. Nous vous avons envoyé un nouveau code de vérification.",
  },
  CODE_NOT_DELIVERED: {
    en: 'We could not send the code. Please try again in a minute.',
    fr: "Nous n'avons pas pu envoyer le code. Réessayez dans une minute.",
  },
  ACCOUNT_ALREADY_VERIFIED: {
    en: 'This account is already verified',
    fr: 'Ce compte est déjà vérifié',
  },
  ACCOUNT_REJECTED: {
    en: 'Your partner application was not accepted. Contact us for more information.',
    fr: "Votre demande de partenariat n'a pas été acceptée. Contactez-nous pour en savoir plus.",
  },
  ACCOUNT_SUSPENDED: {
    en: 'This account is suspended. Contact us for more information.',
    fr: 'Ce compte est suspendu. Contactez-nous pour en savoir plus.',
  },
  AWAITING_APPROVAL: {
    en: 'Your account is awaiting approval. We will let you know as soon as it is approved.',
    fr: 'Votre compte est en attente de validation. Nous vous préviendrons dès son approbation.',
  },
  UNAUTHORIZED: {
    en: 'Your session has expired. Please sign in again.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
  },
  NOT_FOUND: { en: 'Not found', fr: 'Introuvable' },
  RATE_LIMITED: {
    en: 'Too many attempts. Please try again later.',
    fr: 'Trop de tentatives. Réessayez plus tard.',
  },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large', fr: 'La requête est trop volumineuse' },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'Unsupported content type',
    fr: 'Type de contenu non pris en charge',
  },
  GEOCODER_UNAVAILABLE: {
    en: 'Address search is unavailable right now. Please try again.',
    fr: 'La recherche d’adresse est indisponible pour le moment. Réessayez.',
  },
  INTERNAL: {
    en: 'Something went wrong on our side. Please try again.',
    fr: 'Une erreur est survenue de notre côté. Veuillez réessayer.',
  },
};

/** Names of form fields as users read them, for "Enter the …" messages. */
export const fieldLabels: Record<string, MessagePair> = {
  name: { en: 'business name', fr: "nom de l'établissement" },
  address: { en: 'address', fr: 'adresse' },
  email: { en: 'e-mail address', fr: 'e-mail' },
  phone: { en: 'phone number', fr: 'numéro de téléphone' },
  country_code: { en: 'country code', fr: 'indicatif pays' },
  password: { en: 'password', fr: 'mot de passe' },
  confirm_password: { en: 'password confirmation', fr: 'mot de passe de confirmation' },
  otp: { en: 'verification code', fr: 'code de vérification' },
  latitude: { en: 'address', fr: 'adresse' },
  longitude: { en: 'address', fr: 'adresse' },
  status: { en: 'status', fr: 'statut' },
};

/** "Enter the :attribute" / "Saisissez le :attribute" (the French default of spec section 5). */
export function requiredMessage(field: string): MessagePair {
  const label = fieldLabels[field] ?? { en: field, fr: field };
  return { en: `Enter the ${label.en}`, fr: `Saisissez le ${label.fr}` };
}

/** The message pair for a code found on a field (a zod issue message or a business error). */
export function messageFor(code: string, field?: string): MessagePair {
  if (code === ErrorCode.REQUIRED && field) return requiredMessage(field);
  return errorMessages[code as ErrorCode] ?? errorMessages.VALIDATION;
}

export function isErrorCode(value: string): value is ErrorCode {
  return value in errorMessages;
}
