import type { z } from 'zod';
import { baseHeaders, interpretResponse, networkError, waitForClientReady } from './client';

export interface UploadOptions<S extends z.ZodType> {
  /** The multipart body (fields and files). */
  form: FormData;
  schema: S;
  auth?: 'partner' | 'public';
  /** Share of the body sent so far, 0 to 1 (only when the browser can tell). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST with upload progress. `fetch` cannot report how much of a request body was
 * sent, so this one call goes through XMLHttpRequest; headers, 401 handling, the envelope and the
 * contract check are those of `apiRequest`.
 */
export async function apiUpload<S extends z.ZodType>(path: string, options: UploadOptions<S>): Promise<z.output<S>> {
  await waitForClientReady();
  const headers = baseHeaders();

  const { status, body } = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    // The browser sets the multipart Content-Type (with its boundary) itself.
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (options.onProgress) {
      const onProgress = options.onProgress;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
    }
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(options.form);
  });

  return interpretResponse(status, body, options);
}
