import { z } from 'zod';

/*
 * The restaurant's QR codes (`qrcode`): one leads to its public page
 * (`/r/{public_id}`, to print on tables and menus), the other holds its public id alone (what
 * customer apps scan to choose the restaurant). The call answers the image itself.
 */

export const QR_CODE_KINDS = ['page', 'id'] as const;
export type QrCodeKind = (typeof QR_CODE_KINDS)[number];

export const QR_CODE_FORMATS = ['png', 'svg'] as const;
export type QrCodeFormat = (typeof QR_CODE_FORMATS)[number];

/** A missing choice is said to be required; anything else outside the list is invalid. */
const choiceError = (issue: { input?: unknown }) => (issue.input === undefined ? 'REQUIRED' : 'VALIDATION');

/* ---------- GET v1/restaurant/qrcode ---------- */
export const ZQrCodeQuerySchema = z.object({
  kind: z.enum(QR_CODE_KINDS, { error: choiceError }),
  format: z.enum(QR_CODE_FORMATS, { error: choiceError }),
});
export type TQrCodeQuery = z.infer<typeof ZQrCodeQuerySchema>;

/**
 * The response header holding the text the code encodes (the page's address or the public id),
 * so that a screen writes under the image exactly what a phone will read from it.
 */
export const QR_CODE_TEXT_HEADER = 'qr-text';
