import { isApiError } from '../api/api-error';
import { commonErrorTexts } from '../i18n/error-texts';
import { answerMessage, showToast } from './notify';

/*
 * The outcome of a back-office call that has no form around it (a switch, a delete, a reorder):
 * a 2-second toast in the UI language.
 */

/** The answer's own message. */
export function toastCallSuccess(response: { message: string; fr_message: string }): void {
  showToast({ place: 'app', tone: 'success', message: answerMessage(response) });
}

/**
 * The failure's message; a network failure gives the shared 'connection problem' text, and a 401
 * on a partner call shows nothing because the app is already signing out.
 */
export function toastCallError(error: unknown): void {
  if (isApiError(error) && error.handledBySignOut) return;
  showToast({ place: 'app', tone: 'error', message: isApiError(error) ? error.pair : commonErrorTexts.INTERNAL });
}
