import QRCode from 'qrcode';
import type { QrCodeFormat, QrCodeKind } from '@portal/contract';
import { encodePublicId } from '../../core/public-id.js';
import { publicPageUrl } from '../../core/public-url.js';

/** A rendered QR code, ready to be sent as a file. */
export interface QrCodeImage {
  body: Buffer | string;
  contentType: string;
  filename: string;
  /** What a phone reads from the code. */
  text: string;
}

const contentTypes: Record<QrCodeFormat, string> = { png: 'image/png', svg: 'image/svg+xml' };

/*
 * Error correction M survives a scratch or a stain on a printed table card (15 % of the code).
 * 1,024 px is about 8.7 cm at 300 dpi: sharp for a table card or a window sticker. Two modules
 * of quiet zone are enough on white paper and leave more of the card to the code itself.
 */
const options = { errorCorrectionLevel: 'M', margin: 2 } as const;
const PNG_WIDTH = 1024;

/**
 * The restaurant's QR code of one kind: its public page's full address (`page`, `base` is the
 * address customers reach the portal at) or its public id alone (`id`).
 */
export async function renderQrCode(
  restaurantId: number,
  kind: QrCodeKind,
  format: QrCodeFormat,
  base: string,
): Promise<QrCodeImage> {
  const publicId = encodePublicId(restaurantId);
  const text = kind === 'page' ? publicPageUrl(base, publicId) : publicId;
  const body =
    format === 'png'
      ? await QRCode.toBuffer(text, { ...options, type: 'png', width: PNG_WIDTH })
      : await QRCode.toString(text, { ...options, type: 'svg' });
  return { body, contentType: contentTypes[format], filename: `qr-${kind}-${publicId}.${format}`, text };
}
