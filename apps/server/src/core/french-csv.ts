/*
 * Cells of the CSV files written for French Excel (the report's, the guest book's, the booking
 * statistics'): one reading of typed text and of dates for the three.
 */

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
