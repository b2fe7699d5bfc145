import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';

/** Millimetres in PDF points. */
export const MM = 72 / 25.4;
/** A4 as the specification sets it: 210 × 294 mm, in points, with its margin. */
export const A4 = { width: 210 * MM, height: 294 * MM, margin: 14 * MM };
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/**
 * A PDF of A4 pages written into `out`: the document (pages are added by the caller), its fonts
 * (DejaVu for every French letter and the euro sign, else the built-in ones) and a promise settled
 * once `out` has everything, or failed.
 */
export function startPdf(out: Writable) {
  const doc = new PDFDocument({ size: [A4.width, A4.height], margin: A4.margin, autoFirstPage: false });
  const regular = existsSync(FONT) ? FONT : 'Helvetica';
  const bold = existsSync(BOLD) ? BOLD : 'Helvetica-Bold';
  doc.pipe(out);
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('close', resolve);
    out.on('error', reject);
  });
  /** A new A4 page. */
  const addPage = () => doc.addPage({ size: [A4.width, A4.height], margin: A4.margin });
  /** The thin grey rule under a table's row, from `left` to `right` at `y`. */
  const ruleUnder = (left: number, right: number, y: number) =>
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.3).strokeColor('#bbbbbb').stroke();
  return { doc, regular, bold, done, addPage, ruleUnder };
}
