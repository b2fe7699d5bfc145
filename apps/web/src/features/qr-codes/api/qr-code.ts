import { QR_CODE_TEXT_HEADER, apiPaths, type QrCodeFormat, type QrCodeKind } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys } from '@/shared/api';
import { fetchFile } from '@/shared/api/file-download';

const qrCodeKeys = createQueryKeys('qr-codes');

/** One QR code as the server made it: the file's bytes and name, and what a phone reads from it. */
export interface QrCodeFile {
  blob: Blob;
  filename: string;
  text: string;
}

/* GET v1/restaurant/qrcode — the image itself; a refusal comes as the usual JSON envelope. */
async function fetchQrCode(kind: QrCodeKind, format: QrCodeFormat, signal?: AbortSignal): Promise<QrCodeFile> {
  const { response, filename } = await fetchFile(`${apiPaths.qrCode}?kind=${kind}&format=${format}`, {
    type: 'image/',
    fallbackName: `qr-${kind}.${format}`,
    signal,
  });
  return { blob: await response.blob(), filename, text: response.headers.get(QR_CODE_TEXT_HEADER) ?? '' };
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
