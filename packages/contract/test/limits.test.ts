import { describe, expect, it } from 'vitest';
import {
  ADDON_CHOOSE_UPTO_MAX,
  ADDON_CHOOSE_UPTO_MIN,
  ADDON_MAX_OPTIONS,
  ALLERGEN_CODES,
  CUSTOMER_MIN_AGE,
  ORDER_LINE_MAX_QUANTITY,
  ORDER_MAX_LINES,
  ORDER_MAX_PEOPLE,
  ORDER_MAX_PER_CUSTOMER_PER_HOUR,
  ORDER_MAX_WAITING_PER_CUSTOMER,
  ORDER_UNPAID_MAX_CENTS,
  ORDER_UNPAID_MAX_UNITS,
  ORDER_WAITING_EXPIRY_MINUTES,
  DISCOUNT_MAX_PERCENT,
  type ErrorCode,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGES_PER_ITEM,
  MAX_PER_ORDER_MAX,
  MAX_PER_ORDER_MIN,
  LATEST_NEXT_DAY_CLOSING_HOUR,
  MAX_SERVICE_SLOTS,
  MAX_SIZES_PER_ITEM,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PREPARATION_TIME_MAX_MINUTES,
  PREPARATION_TIME_MIN_MINUTES,
  RESEND_COUNTDOWN_SECONDS,
  TVA_RATES,
  errorMessages,
  parsePrice,
  CAPACITY_MAX,
  MAX_CLOSURES,
  MAX_GALLERY_IMAGES,
  PAUSE_MAX_MINUTES,
  PAUSE_MIN_MINUTES,
  PRICE_RANGE_MAX,
  TEAM_INVITES_PER_DAY,
  TEAM_MAX_MEMBERS,
  MAX_PARTY,
  FREE_CHANGE_HOURS,
  SAME_CUSTOMER_GAP_MINUTES,
  LATE_AFTER_MINUTES,
  SEAT_EARLIEST_MINUTES_BEFORE,
  MAX_TABLES,
  MAX_CAPACITY_COVERS,
  MAX_SERVICES,
  SLOT_MINUTES_CHOICES,
  MAX_NOTICE_MINUTES,
  MAX_ADVANCE_DAYS,
  MIN_DURATION_MINUTES,
  MAX_DURATION_MINUTES,
  MAX_IMPRINT_PER_COVER_CENTS,
} from '../src/index.js';

/**
 * Every number an error text states, per code. Most are limits and come from their constant; the
 * others are part of the rule itself (a discount starts at 0, a required add-on asks for at least
 * 1 choice) or examples. A code missing here must state no number at all.
 */
const statedNumbers: Partial<Record<ErrorCode, readonly number[]>> = {
  PASSWORD_TOO_SHORT: [PASSWORD_MIN_LENGTH],
  TOO_MANY_WAITING_ORDERS: [ORDER_MAX_WAITING_PER_CUSTOMER],
  TOO_MANY_ORDERS_PER_HOUR: [ORDER_MAX_PER_CUSTOMER_PER_HOUR],
  ORDER_AMOUNT_TOO_HIGH: [ORDER_UNPAID_MAX_CENTS / 100],
  ORDER_QUANTITY_TOO_HIGH: [ORDER_UNPAID_MAX_UNITS],
  ORDER_EXPIRED: [ORDER_WAITING_EXPIRY_MINUTES],
  PASSWORD_TOO_LONG: [PASSWORD_MAX_LENGTH],
  PREPARATION_TIME_INVALID: [PREPARATION_TIME_MIN_MINUTES, PREPARATION_TIME_MAX_MINUTES],
  OPENING_HOURS_INVALID: [1, MAX_SERVICE_SLOTS, LATEST_NEXT_DAY_CLOSING_HOUR],
  WEEKLY_HOURS_INVALID: [LATEST_NEXT_DAY_CLOSING_HOUR],
  DISCOUNT_INVALID: [0, DISCOUNT_MAX_PERCENT],
  TVA_RATE_INVALID: TVA_RATES,
  IMAGE_TOO_LARGE: [MAX_IMAGE_BYTES / (1024 * 1024), MAX_IMAGE_PIXELS / 1_000_000],
  TOO_MANY_IMAGES: [MAX_IMAGES_PER_ITEM],
  CHOOSE_UPTO_INVALID: [ADDON_CHOOSE_UPTO_MIN, ADDON_CHOOSE_UPTO_MAX],
  TOO_MANY_OPTIONS: [ADDON_MAX_OPTIONS],
  MIN_CHOICES_INVALID: [0, 1],
  PRICE_INVALID: [12.5],
  OPTION_PRICE_INVALID: [1.5],
  SIZE_PRICE_INVALID: [6.5],
  TOO_MANY_SIZES: [MAX_SIZES_PER_ITEM],
  MAX_PER_ORDER_INVALID: [MAX_PER_ORDER_MIN, MAX_PER_ORDER_MAX],
  ALLERGEN_INVALID: [ALLERGEN_CODES.length],
  CUSTOMER_TOO_YOUNG: [CUSTOMER_MIN_AGE],
  QUANTITY_INVALID: [1, ORDER_LINE_MAX_QUANTITY],
  ORDER_TOO_LARGE: [ORDER_MAX_LINES],
  PEOPLE_INVALID: [1, ORDER_MAX_PEOPLE],
  PRICE_RANGE_INVALID: [1, PRICE_RANGE_MAX],
  TOO_MANY_OPENING_SLOTS: [MAX_SERVICE_SLOTS],
  CAPACITY_INVALID: [1, CAPACITY_MAX],
  // 14 digits; FR, a 2-digit key and the 9-digit SIREN.
  SIRET_INVALID: [14],
  VAT_NUMBER_INVALID: [2, 9],
  TOO_MANY_CLOSURES: [MAX_CLOSURES],
  TOO_MANY_GALLERY_IMAGES: [MAX_GALLERY_IMAGES],
  PAUSE_INVALID: [PAUSE_MIN_MINUTES, PAUSE_MAX_MINUTES / 60],
  // The example date, written the way each language writes dates.
  BIRTH_DATE_INVALID: [1990, 5, 31],
  TEAM_FULL: [TEAM_MAX_MEMBERS],
  TEAM_INVITE_LIMIT: [TEAM_INVITES_PER_DAY],
  COVERS_INVALID: [1, MAX_PARTY],
  BOOKING_TOO_CLOSE_TO_ANOTHER: [SAME_CUSTOMER_GAP_MINUTES / 60],
  BOOKING_CHANGE_TOO_LATE: [FREE_CHANGE_HOURS],
  NO_SHOW_TOO_EARLY: [LATE_AFTER_MINUTES],
  SEAT_TOO_EARLY: [SEAT_EARLIEST_MINUTES_BEFORE],
  TABLE_COVERS_INVALID: [1, MAX_PARTY],
  TOO_MANY_TABLES: [MAX_TABLES],
  SERVICE_CAPACITY_INVALID: [1, MAX_CAPACITY_COVERS],
  SERVICE_PACING_INVALID: [1],
  TOO_MANY_SERVICES: [MAX_SERVICES],
  SLOT_MINUTES_INVALID: SLOT_MINUTES_CHOICES,
  MIN_NOTICE_INVALID: [0, MAX_NOTICE_MINUTES],
  MAX_ADVANCE_INVALID: [1, MAX_ADVANCE_DAYS],
  MAX_PARTY_ONLINE_INVALID: [1, MAX_PARTY],
  DURATION_INVALID: [MIN_DURATION_MINUTES, MAX_DURATION_MINUTES],
  IMPRINT_INVALID: [0, MAX_IMPRINT_PER_COVER_CENTS / 100],
  IMPRINT_MIN_PARTY_INVALID: [1, MAX_PARTY],
};

/** The numbers of a text, read the English ("5.5") or the French way ("5,5"). */
function numbersIn(text: string): number[] {
  return (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(',', '.')));
}

const codes = Object.keys(errorMessages) as ErrorCode[];

describe('numbers in error texts', () => {
  it.each(codes)('%s states the numbers of its rule, in both languages', (code) => {
    const expected = [...(statedNumbers[code] ?? [])].sort((a, b) => a - b);
    const { en, fr } = errorMessages[code];
    expect(numbersIn(en).sort((a, b) => a - b)).toEqual(expected);
    expect(numbersIn(fr).sort((a, b) => a - b)).toEqual(expected);
  });

  it('gives example prices the price field accepts', () => {
    for (const code of ['PRICE_INVALID', 'OPTION_PRICE_INVALID', 'SIZE_PRICE_INVALID'] as const) {
      const { en, fr } = errorMessages[code];
      const example = statedNumbers[code]![0]!;
      expect(parsePrice(en.match(/\d+\.\d+/)![0])).toBe(example * 100);
      expect(parsePrice(fr.match(/\d+,\d+/)![0])).toBe(example * 100);
    }
  });

  it('says "a minute" for the resend cooldown only while it is 60 seconds', () => {
    expect(errorMessages.OTP_COOLDOWN.en).toContain('less than a minute');
    expect(errorMessages.OTP_COOLDOWN.fr).toContain('moins d’une minute');
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
  });
});
