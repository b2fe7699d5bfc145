import { QR_CODE_TEXT_HEADER, apiPaths, type QrCodeFormat, type QrCodeKind } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { createQueryKeys } from '@/shared/api';
import { baseHeaders, interpretResponse, networkError, waitForClientReady } from '@/shared/api/client';

const qrCodeKeys = createQueryKeys('qr-codes');

/** One QR code as the server made it: the file's bytes and name, and what a phone reads from it. */
export interface QrCodeFile {
  blob: Blob;
  filename: string;
  text: string;
}

/* GET v1/restaurant/qrcode — the image itself; a refusal comes as the usual JSON envelope. */
async function fetchQrCode(kind: QrCodeKind, format: QrCodeFormat, signal?: AbortSignal): Promise<QrCodeFile> {
  await waitForClientReady();
  let response: Response;
  try {
    response = await fetch(`${apiPaths.qrCode}?kind=${kind}&format=${format}`, {
      headers: { ...baseHeaders(), Accept: 'image/*' },
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError();
  }
  if (!response.ok || !response.headers.get('content-type')?.startsWith('image/')) {
    // Not an image: the client's rules name the failure (a 401 signs out), and always throw.
    const body: unknown = await response.json().catch(() => undefined);
    return interpretResponse(response.status, body, { schema: z.never(), auth: 'partner' });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return {
    blob: await response.blob(),
    filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? `qr-${kind}.${format}`,
    text: response.headers.get(QR_CODE_TEXT_HEADER) ?? '',
  };
}

/** The code never changes for a restaurant: it is fetched once per session and format. */
export function qrCodeQuery(kind: QrCodeKind, format: QrCodeFormat) {
  return queryOptions({
    queryKey: qrCodeKeys.detail(kind, { format }),
    queryFn: ({ signal }) => fetchQrCode(kind, format, signal),
    staleTime: Infinity,
  });
}

export function useQrCode(kind: QrCodeKind, format: QrCodeFormat) {
  return useQuery(qrCodeQuery(kind, format));
}

/** Saves a file under its name, as a link to it with `download` would. */
export function saveFile({ blob, filename }: QrCodeFile): void {
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
