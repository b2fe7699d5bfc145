import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, imageErrors } from '@portal/contract';
import { useEffect, useMemo } from 'react';
import { showToast } from '../lib/notify';

/*
 * Photos chosen in a form and not sent yet (a dish's photos, the restaurant's gallery and logo):
 * what the server will take, and their previews (`PhotoGrid` shows them beside the stored ones).
 */

const objectUrl = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

/** Previews of files not sent yet, revoked when they change or leave the screen. */
export function useFilePreviews(files: File[]): Array<{ file: File; url: string }> {
  const previews = useMemo(() => files.map((file) => ({ file, url: objectUrl(file) })), [files]);
  useEffect(
    () => () => {
      for (const preview of previews) if (preview.url) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );
  return previews;
}

/** The images among `files` that the server can take; each other one is told in a toast. */
export function acceptedImages(files: File[]): File[] {
  return files.filter((file) => {
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      showToast({ place: 'app', tone: 'error', message: imageErrors.IMAGE_INVALID });
      return false;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      showToast({ place: 'app', tone: 'error', message: imageErrors.IMAGE_TOO_LARGE });
      return false;
    }
    return true;
  });
}
