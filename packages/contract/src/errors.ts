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
  ITEM_NAME_REQUIRED: 'ITEM_NAME_REQUIRED',
  SERVICE_TYPE_REQUIRED: 'SERVICE_TYPE_REQUIRED',
  DISH_TYPE_REQUIRED: 'DISH_TYPE_REQUIRED',
  PRICE_INVALID: 'PRICE_INVALID',
  PREPARATION_TIME_INVALID: 'PREPARATION_TIME_INVALID',
  OPENING_HOURS_INVALID: 'OPENING_HOURS_INVALID',
  DISCOUNT_INVALID: 'DISCOUNT_INVALID',
  TVA_RATE_INVALID: 'TVA_RATE_INVALID',
  REFERENCE_INVALID: 'REFERENCE_INVALID',
  IMAGE_INVALID: 'IMAGE_INVALID',
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  TOO_MANY_IMAGES: 'TOO_MANY_IMAGES',
  ADDON_TITLE_REQUIRED: 'ADDON_TITLE_REQUIRED',
  CHOOSE_UPTO_REQUIRED: 'CHOOSE_UPTO_REQUIRED',
  CHOOSE_UPTO_INVALID: 'CHOOSE_UPTO_INVALID',
  OPTION_NAME_REQUIRED: 'OPTION_NAME_REQUIRED',
  OPTION_PRICE_INVALID: 'OPTION_PRICE_INVALID',
  TOO_MANY_OPTIONS: 'TOO_MANY_OPTIONS',
  NOT_ENOUGH_OPTIONS: 'NOT_ENOUGH_OPTIONS',
  MIN_CHOICES_INVALID: 'MIN_CHOICES_INVALID',
  DISH_TYPE_NAME_REQUIRED: 'DISH_TYPE_NAME_REQUIRED',
  DISH_TYPE_EXISTS: 'DISH_TYPE_EXISTS',
  ORDER_INVALID: 'ORDER_INVALID',
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
    en: 'Your account is not verified yet. Enter the verification code we sent to your phone and e-mail.',
    fr: "Votre compte n'est pas encore vérifié. Saisissez le code de vérification envoyé par SMS et par e-mail.",
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
  PRICE_INVALID: {
    en: 'Enter a valid price, for example 12.50',
    fr: 'Saisissez un prix valide, par exemple 12,50',
  },
  PREPARATION_TIME_INVALID: {
    en: 'Enter a preparation time between 1 and 600 minutes',
    fr: 'Saisissez un temps de préparation entre 1 et 600 minutes',
  },
  OPENING_HOURS_INVALID: {
    en: 'Enter 1 to 3 service times (HH:MM); each must open before it closes and they must not overlap',
    fr: 'Saisissez 1 à 3 horaires de service (HH:MM) ; chacun doit commencer avant de finir, sans chevauchement',
  },
  DISCOUNT_INVALID: {
    en: 'The discount must be a whole percentage between 0 and 100',
    fr: 'La remise doit être un pourcentage entier entre 0 et 100',
  },
  TVA_RATE_INVALID: {
    en: 'Choose a VAT rate of 5.5%, 10% or 20%',
    fr: 'Choisissez un taux de TVA de 5,5 %, 10 % ou 20 %',
  },
  REFERENCE_INVALID: {
    en: 'One of the chosen options no longer exists. Reload the page and choose again.',
    fr: "L'une des options choisies n'existe plus. Rechargez la page et choisissez à nouveau.",
  },
  IMAGE_INVALID: {
    en: 'This file is not an image we can read. Send a JPEG, PNG or WebP photo.',
    fr: "Ce fichier n'est pas une image lisible. Envoyez une photo JPEG, PNG ou WebP.",
  },
  IMAGE_TOO_LARGE: {
    en: 'This photo is too large: at most 8 MB and 40 megapixels',
    fr: 'Cette photo est trop volumineuse : 8 Mo et 40 mégapixels au maximum',
  },
  TOO_MANY_IMAGES: {
    en: 'A dish can have at most 6 photos',
    fr: 'Un plat peut avoir au plus 6 photos',
  },
  ADDON_TITLE_REQUIRED: {
    en: 'Enter the add-on title',
    fr: 'Saisissez le titre du supplément',
  },
  CHOOSE_UPTO_REQUIRED: {
    en: 'Enter how many options can be chosen',
    fr: "Saisissez le nombre d'options au choix",
  },
  CHOOSE_UPTO_INVALID: {
    en: 'The number of options to choose must be between 1 and 15',
    fr: "Le nombre d'options au choix doit être compris entre 1 et 15",
  },
  OPTION_NAME_REQUIRED: {
    en: 'Enter a name for every option',
    fr: 'Saisissez un nom pour chaque option',
  },
  OPTION_PRICE_INVALID: {
    en: 'Enter a valid price for every option, for example 1.50',
    fr: 'Saisissez un prix valide pour chaque option, par exemple 1,50',
  },
  TOO_MANY_OPTIONS: {
    en: 'An add-on can have at most 50 options',
    fr: 'Un supplément peut avoir au plus 50 options',
  },
  NOT_ENOUGH_OPTIONS: {
    en: 'Add at least as many options as can be chosen',
    fr: "Ajoutez au moins autant d'options que le nombre au choix",
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
  ORDER_INVALID: {
    en: 'The new order is not valid. Reload the page and try again.',
    fr: "Le nouvel ordre n'est pas valide. Rechargez la page et réessayez.",
  },
  INTERNAL: {
    en: 'Something went wrong on our side. Please try again.',
    fr: 'Une erreur est survenue de notre côté. Veuillez réessayer.',
  },
};

/** Names of form fields as users read them; the French ones carry their article. */
export const fieldLabels: Record<string, MessagePair> = {
  name: { en: 'business name', fr: "le nom de l'établissement" },
  address: { en: 'address', fr: "l'adresse" },
  email: { en: 'e-mail address', fr: "l'adresse e-mail" },
  phone: { en: 'phone number', fr: 'le numéro de téléphone' },
  country_code: { en: 'country code', fr: "l'indicatif pays" },
  password: { en: 'password', fr: 'le mot de passe' },
  confirm_password: { en: 'password confirmation', fr: 'la confirmation du mot de passe' },
  otp: { en: 'verification code', fr: 'le code de vérification' },
  latitude: { en: 'address', fr: "l'adresse" },
  longitude: { en: 'address', fr: "l'adresse" },
  status: { en: 'status', fr: 'le statut' },
};

/**
 * "Enter the :attribute" / "Saisissez le :attribute" (the French default of spec section 5),
 * with the right article for known fields ("Saisissez l'adresse").
 */
export function requiredMessage(field: string): MessagePair {
  const label = fieldLabels[field];
  if (!label) return { en: `Enter the ${field}`, fr: `Saisissez le ${field}` };
  return { en: `Enter the ${label.en}`, fr: `Saisissez ${label.fr}` };
}

/** The message pair for a code found on a field (a zod issue message or a business error). */
export function messageFor(code: string, field?: string): MessagePair {
  if (code === ErrorCode.REQUIRED && field) return requiredMessage(field);
  return errorMessages[code as ErrorCode] ?? errorMessages.VALIDATION;
}

export function isErrorCode(value: string): value is ErrorCode {
  return value in errorMessages;
}
