import { ZStartTokenResponseSchema, apiPaths } from '@portal/contract';
import { getPendingFlow, isLoggedIn, setToken } from '../lib/session';
import { apiRequest, setClientReady } from './client';

function fetchStartToken() {
  return apiRequest(apiPaths.startToken, { schema: ZStartTokenResponseSchema, skipReadyWait: true });
}

/**
 * At start, when logged out, fetch the start-up token and keep it for the next calls: the API
 * expects a `token` header before sign-in too. Not while a code verification is pending: its
 * token must stay.
 */
export function initStartToken(): Promise<void> {
  if (isLoggedIn() || getPendingFlow('partner')) return Promise.resolve();
  const promise = fetchStartToken()
    .then((response) => setToken(response.token))
    .catch(() => {
      /* the next calls simply go without it; the server answers them */
    });
  setClientReady(promise);
  return promise;
}
