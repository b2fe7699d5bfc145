import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/*
 * The CSV files written for French Excel (the report's, the guest book's, the booking
 * statistics'): UTF-8 with a BOM, `;` between fields, CRLF, and one reading of typed text and of
 * dates for the three, so Excel opens each as it is.
 */

/** The byte order mark by which Excel reads the file as UTF-8. */
const BOM = '\uFEFF';

/**
 * Text that people typed (dish, guest, service or offer names, notes) as a cell that is never a
 * formula: one that begins with = + - @, a tab or a carriage return gets a leading apostrophe, so
 * `=HYPERLINK(…)` is shown as text and never run. Numbers the files write themselves are not text:
 * a negative amount stays a number.
 */
export function inertText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A calendar date "YYYY-MM-DD" as French Excel reads it: dd/mm/yyyy. */
export const frenchDate = (iso: string): string => iso.split('-').reverse().join('/');

/** A field quoted when it holds a quote, a `;` or a line break, its quotes doubled. */
const field = (value: string) => (/[";\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** One line of fields, CRLF-ended; no fields make a blank line. */
function csvLine(fields: readonly string[]): string {
  return `${fields.map(field).join(';')}\r\n`;
}

/** A whole file held in memory, from its lines. */
export function csvText(lines: ReadonlyArray<readonly string[]>): string {
  return BOM + lines.map(csvLine).join('');
}

/**
 * Between two slices of a streamed file: lets the event loop answer other requests, and waits
 * while the client has not read what was sent (a slow download never piles the file up in
 * memory). False once the client has gone: the export stops there.
 */
export async function nextSlice(out: Writable): Promise<boolean> {
  await nextTurn();
  if (out.writableNeedDrain && !out.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        out.off('error', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
      out.on('error', done);
    });
  }
  return !out.destroyed && !out.writableEnded;
}

/** Starts a file streamed to `out` (its BOM): the function that writes each of its lines. */
export function startCsv(out: Writable): (fields: readonly string[]) => void {
  out.write(BOM);
  return (fields) => out.write(csvLine(fields));
}
