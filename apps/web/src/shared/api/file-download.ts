import { z } from 'zod';
import { showToast } from '../lib/notify';
import { isApiError } from './api-error';
import { baseHeaders, interpretResponse, networkError, waitForClientReady } from './client';

/** A file the server made, as it arrived: read its body (`response`) once. */
export interface FetchedFile {
  response: Response;
  /** The server's name for it (`content-disposition`), else `fallbackName`. */
  filename: string;
}

/**
 * Fetches a file of the partner's (an export, a QR code) with the token in a header, which a
 * plain link cannot carry. An answer that is not a file of `type` (a prefix: `text/csv`,
 * `image/`) is the JSON envelope of a refusal and goes through the client's rules: a 401 signs
 * out, and a 429 or a refused request throws an ApiError with the server's text.
 */
export async function fetchFile(
  url: string,
  { type, fallbackName, signal }: { type: string; fallbackName: string; signal?: AbortSignal | undefined },
): Promise<FetchedFile> {
  await waitForClientReady();
  let response: Response;
  try {
    response = await fetch(url, {
      // `image/` asks for any image; a refusal comes as JSON.
      headers: { ...baseHeaders(), Accept: `${type.endsWith('/') ? `${type}*` : type}, application/json` },
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError();
  }
  if (!response.ok || !response.headers.get('content-type')?.startsWith(type)) {
    const body: unknown = await response.json().catch(() => undefined);
    return interpretResponse(response.status, body, { schema: z.never(), auth: 'partner' });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return { response, filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName };
}

/** Saves a file under its name, as a link to it with `download` would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed once the browser has surely started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A download's failure: the server's refusal in its words (too many exports, a period it does not
 * take), else the screen's own text; nothing while the app is signing out.
 */
export function toastDownloadError(error: unknown, fallback: string): void {
  if (isApiError(error) && error.handledBySignOut) return;
  const refused = isApiError(error) && (error.kind === 'business' || error.kind === 'rate_limited');
  showToast({ place: 'app', tone: 'error', message: refused ? error.pair : fallback });
}
