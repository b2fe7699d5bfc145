/**
 * Wall-clock time in France (Europe/Paris, with its summer time): the contract's helpers, which the
 * web app reads dates and times with too. The server's modules keep importing them from here.
 */
export {
  addDays,
  calendarDateInWords,
  instantInWords,
  nextParisDayStart,
  parisDate,
  parisInstant,
  parisPeriodBounds,
  parisTime,
  type ParisPeriod,
} from '@portal/contract';
