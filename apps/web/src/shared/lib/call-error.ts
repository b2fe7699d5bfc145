import { errorMessages } from '@portal/contract';
import { isApiError } from '../api/api-error';
import { showToast, type ToastPlace } from './notify';

/**
 * A failed call that has no form field to go under (a switch, a delete, a reorder): a toast in
 * the UI language. A network failure gives the shared 'connection problem' text; a 401 shows
 * nothing here because the app is already signing out.
 */
export function toastCallError(error: unknown, place: ToastPlace = 'app'): void {
  if (isApiError(error) && error.kind === 'unauthorized') return;
  showToast({ place, tone: 'error', message: isApiError(error) ? error.pair : errorMessages.INTERNAL });
}
