import type { MessagePair } from '../message-pair.js';

/** Failures any call can report: malformed input, free-text rules, access, transport, crashes. */
export const commonErrors = {
  VALIDATION: { en: 'Please check the form.', fr: 'Veuillez vérifier le formulaire.' },
  REQUIRED: { en: 'This field is required.', fr: 'Ce champ est obligatoire.' },
  TEXT_TOO_LONG: { en: 'This text is too long', fr: 'Ce texte est trop long' },
  TEXT_INVALID_CHARACTERS: {
    en: 'Remove the invisible or control characters from this field.',
    fr: 'Retirez les caractères invisibles ou de contrôle de ce champ.',
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
  NOT_READY: {
    en: 'The service is not ready. Please try again in a moment.',
    fr: 'Le service n’est pas prêt. Veuillez réessayer dans un instant.',
  },
  INTERNAL: {
    en: 'Something went wrong on our side. Please try again.',
    fr: 'Une erreur est survenue de notre côté. Veuillez réessayer.',
  },
} satisfies Record<string, MessagePair>;

/**
 * The text of a limit's refusal that says when to try again, from the seconds it answers in
 * `retry_after`, rounded up to whole minutes (a partner waits a little longer, never shorter).
 */
export function retryAfterMessage(retryAfterSeconds: number): MessagePair {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return {
    en: `Too many attempts. Please try again in ${minutes} ${unit}.`,
    fr: `Trop de tentatives. Réessayez dans ${minutes}\u00a0${unit}.`,
  };
}
