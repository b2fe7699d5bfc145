/**
 * The Paris calendar date of an instant, as migration 0010 wrote it into the sales totals when it
 * ran (Europe/Paris, summer time included). Frozen here: the live helpers may change, this
 * migration may not. It also keeps the migrations free of the contract package, whose built form
 * does not exist before the first build.
 */
const parisDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `epochMs` → "YYYY-MM-DD" in Paris. */
export function parisDate(epochMs: number): string {
  const parts = Object.fromEntries(parisDay.formatToParts(epochMs).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
