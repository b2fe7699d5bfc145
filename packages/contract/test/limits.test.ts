import { describe, expect, it } from 'vitest';
import { type ErrorCode, errorMessages, parsePrice } from '../src/index.js';
// The limits the texts state, read where the rules read them.
import * as limits from '../src/index.js';

/**
 * Every number an error text states, per code. Most are limits and come from their constant; the
 * others are part of the rule itself (a discount starts at 0, a required add-on asks for at least
 * 1 choice) or examples. A code missing here must state no number at all.
 */
const statedNumbers: Partial<Record<ErrorCode, readonly number[]>> = {
  PASSWORD_TOO_SHORT: [limits.PASSWORD_MIN_LENGTH],
  COMBINATION_TABLES_INVALID: [limits.COMBINATION_MIN_TABLES, limits.COMBINATION_MAX_TABLES],
  // A place from 0 to the grid's side, a turn of 0 or 90.
  FLOOR_PLAN_INVALID: [0, 0, limits.FLOOR_PLAN_AREA_MAX_LENGTH, limits.TABLE_ROTATIONS[1], limits.FLOOR_PLAN_GRID],
  TOO_MANY_WAITING_ORDERS: [limits.ORDER_MAX_WAITING_PER_CUSTOMER],
  TOO_MANY_ORDERS_PER_HOUR: [limits.ORDER_MAX_PER_CUSTOMER_PER_HOUR],
  ORDER_AMOUNT_TOO_HIGH: [limits.ORDER_UNPAID_MAX_CENTS / 100],
  ORDER_QUANTITY_TOO_HIGH: [limits.ORDER_UNPAID_MAX_UNITS],
  ORDER_EXPIRED: [limits.ORDER_WAITING_EXPIRY_MINUTES],
  PASSWORD_TOO_LONG: [limits.PASSWORD_MAX_LENGTH],
  PREPARATION_TIME_INVALID: [limits.PREPARATION_TIME_MIN_MINUTES, limits.PREPARATION_TIME_MAX_MINUTES],
  OPENING_HOURS_INVALID: [1, limits.MAX_SERVICE_SLOTS, limits.LATEST_NEXT_DAY_CLOSING_HOUR],
  WEEKLY_HOURS_INVALID: [limits.LATEST_NEXT_DAY_CLOSING_HOUR],
  DISCOUNT_INVALID: [0, limits.DISCOUNT_MAX_PERCENT],
  TVA_RATE_INVALID: limits.TVA_RATES,
  IMAGE_TOO_LARGE: [limits.MAX_IMAGE_BYTES / (1024 * 1024), limits.MAX_IMAGE_PIXELS / 1_000_000],
  TOO_MANY_IMAGES: [limits.MAX_IMAGES_PER_ITEM],
  CHOOSE_UPTO_INVALID: [limits.ADDON_CHOOSE_UPTO_MIN, limits.ADDON_CHOOSE_UPTO_MAX],
  TOO_MANY_OPTIONS: [limits.ADDON_MAX_OPTIONS],
  MIN_CHOICES_INVALID: [0, 1],
  PRICE_INVALID: [12.5],
  OPTION_PRICE_INVALID: [1.5],
  SIZE_PRICE_INVALID: [6.5],
  TOO_MANY_SIZES: [limits.MAX_SIZES_PER_ITEM],
  MAX_PER_ORDER_INVALID: [limits.MAX_PER_ORDER_MIN, limits.MAX_PER_ORDER_MAX],
  ALLERGEN_INVALID: [limits.ALLERGEN_CODES.length],
  CUSTOMER_TOO_YOUNG: [limits.CUSTOMER_MIN_AGE],
  QUANTITY_INVALID: [1, limits.ORDER_LINE_MAX_QUANTITY],
  ORDER_TOO_LARGE: [limits.ORDER_MAX_LINES],
  PEOPLE_INVALID: [1, limits.ORDER_MAX_PEOPLE],
  PRICE_RANGE_INVALID: [1, limits.PRICE_RANGE_MAX],
  TOO_MANY_OPENING_SLOTS: [limits.MAX_SERVICE_SLOTS],
  CAPACITY_INVALID: [1, limits.CAPACITY_MAX],
  // 14 digits; FR, a 2-digit key and the 9-digit SIREN.
  SIRET_INVALID: [14],
  VAT_NUMBER_INVALID: [2, 9],
  TOO_MANY_CLOSURES: [limits.MAX_CLOSURES],
  TOO_MANY_GALLERY_IMAGES: [limits.MAX_GALLERY_IMAGES],
  PAUSE_INVALID: [limits.PAUSE_MIN_MINUTES, limits.PAUSE_MAX_MINUTES / 60],
  // The example date, written the way each language writes dates.
  BIRTH_DATE_INVALID: [1990, 5, 31],
  TEAM_FULL: [limits.TEAM_MAX_MEMBERS],
  TEAM_INVITE_LIMIT: [limits.TEAM_INVITES_PER_DAY],
  COVERS_INVALID: [1, limits.MAX_PARTY],
  BOOKING_TOO_CLOSE_TO_ANOTHER: [limits.SAME_CUSTOMER_GAP_MINUTES / 60],
  BOOKING_CHANGE_TOO_LATE: [limits.FREE_CHANGE_HOURS],
  NO_SHOW_TOO_EARLY: [limits.LATE_AFTER_MINUTES],
  SEAT_TOO_EARLY: [limits.SEAT_EARLIEST_MINUTES_BEFORE],
  TABLE_COVERS_INVALID: [1, limits.MAX_PARTY],
  TOO_MANY_TABLES: [limits.MAX_TABLES],
  SERVICE_CAPACITY_INVALID: [1, limits.MAX_CAPACITY_COVERS],
  SERVICE_PACING_INVALID: [1],
  TOO_MANY_SERVICES: [limits.MAX_SERVICES],
  SLOT_MINUTES_INVALID: limits.SLOT_MINUTES_CHOICES,
  MIN_NOTICE_INVALID: [0, limits.MAX_NOTICE_MINUTES],
  MAX_ADVANCE_INVALID: [1, limits.MAX_ADVANCE_DAYS],
  MAX_PARTY_ONLINE_INVALID: [1, limits.MAX_PARTY],
  DURATION_INVALID: [limits.MIN_DURATION_MINUTES, limits.MAX_DURATION_MINUTES],
  IMPRINT_INVALID: [0, limits.MAX_IMPRINT_PER_COVER_CENTS / 100],
  IMPRINT_MIN_PARTY_INVALID: [1, limits.MAX_PARTY],
  GUEST_NOTES_TOO_LONG: [limits.GUEST_NOTES_MAX_LENGTH],
  GUEST_TOO_MANY_TAGS: [limits.GUEST_MAX_TAGS],
  GUEST_TAG_INVALID: [limits.GUEST_TAG_MAX_LENGTH],
  GUEST_ALLERGEN_UNKNOWN: [limits.ALLERGEN_CODES.length],
  OFFER_PERCENT_INVALID: [limits.OFFER_PERCENT_MIN, limits.OFFER_PERCENT_MAX, limits.OFFER_PERCENT_STEP],
  OFFER_CAP_INVALID: [1, limits.MAX_CAPACITY_COVERS],
  OFFER_MIN_PARTY_INVALID: [1, limits.MAX_PARTY],
  TOO_MANY_OFFERS: [limits.MAX_OFFERS],
  PROMO_CODE_INVALID: [limits.PROMO_CODE_MIN_LENGTH, limits.PROMO_CODE_MAX_LENGTH],
  PROMO_PERCENT_INVALID: [limits.PROMO_PERCENT_MIN, limits.PROMO_PERCENT_MAX],
  PROMO_AMOUNT_INVALID: [limits.PROMO_AMOUNT_MIN_CENTS / 100, limits.PROMO_AMOUNT_MAX_CENTS / 100, 5, 7.5],
  PROMO_MIN_SUBTOTAL_INVALID: [20, 19.9],
  PROMO_MAX_USES_INVALID: [1, limits.PROMO_MAX_USES_LIMIT],
  PROMO_MAX_PER_CUSTOMER_INVALID: [1, limits.PROMO_MAX_PER_CUSTOMER_LIMIT],
  PROMO_BUDGET_INVALID: [limits.PROMO_BUDGET_MIN_CENTS / 100],
  TOO_MANY_PROMO_CODES: [limits.MAX_PROMO_CODES],
  PROMO_SUBTOTAL_INVALID: [24.5],
  LOYALTY_POINTS_PER_VISIT_INVALID: [0, limits.LOYALTY_POINTS_PER_VISIT_MAX],
  LOYALTY_POINTS_PER_EURO_INVALID: [0, limits.LOYALTY_POINTS_PER_EURO_MAX],
  LOYALTY_EXPIRY_INVALID: [0, limits.LOYALTY_EXPIRY_MONTHS_MAX],
  LOYALTY_REWARD_POINTS_INVALID: [limits.LOYALTY_REWARD_POINTS_MIN, limits.LOYALTY_REWARD_POINTS_MAX],
  LOYALTY_REWARD_VALUE_INVALID: [
    limits.LOYALTY_PERCENT_MIN,
    limits.LOYALTY_PERCENT_MAX,
    limits.LOYALTY_AMOUNT_MIN_CENTS / 100,
    limits.LOYALTY_AMOUNT_MAX_CENTS / 100,
  ],
  LOYALTY_VALID_DAYS_INVALID: [limits.LOYALTY_VALID_DAYS_MIN, limits.LOYALTY_VALID_DAYS_MAX],
  LOYALTY_TOO_MANY_REWARDS: [limits.MAX_LOYALTY_REWARDS],
  // From −max to max, not 0.
  LOYALTY_ADJUST_INVALID: [limits.LOYALTY_ADJUST_MAX, limits.LOYALTY_ADJUST_MAX, 0],
  STATS_PERIOD_TOO_LONG: [limits.STATS_MAX_DAYS],
  STATS_YEAR_OUT_OF_RANGE: [limits.STATS_FIRST_YEAR, limits.STATS_LAST_YEAR],
  REVIEW_TOO_SHORT: [limits.REVIEW_MIN_EXCLUSIVE_LENGTH],
  REVIEW_TOO_LONG: [limits.REVIEW_MAX_LENGTH],
  REVIEW_RATING_INVALID: [limits.REVIEW_MIN_RATING, limits.REVIEW_MAX_RATING],
  REVIEW_BOOKED_TOO_LATE: [limits.REVIEW_BOOKED_AHEAD_MINUTES / 60],
  REVIEW_WINDOW_CLOSED: [limits.REVIEW_WINDOW_DAYS],
  REVIEW_REPORT_REASON_TOO_LONG: [limits.REVIEW_REPORT_REASON_MAX_LENGTH],
  RESPONSE_WINDOW_CLOSED: [limits.RESPONSE_WINDOW_MONTHS],
  CHARGE_NOT_ALLOWED: [limits.FREE_CHANGE_HOURS],
  CHARGE_WINDOW_CLOSED: [limits.CHARGE_WINDOW_DAYS],
  CHARGE_AMOUNT_INVALID: [12.5],
  REFUND_AMOUNT_INVALID: [12.5],
  CHARGE_REASON_REQUIRED: [limits.BOOKING_REASON_MAX_LENGTH],
  REFUND_REASON_REQUIRED: [limits.BOOKING_REASON_MAX_LENGTH],
  CAMPAIGN_SUBJECT_TOO_LONG: [limits.CAMPAIGN_SUBJECT_MAX_LENGTH],
  CAMPAIGN_TEXT_TOO_LONG: [limits.CAMPAIGN_TEXT_MAX_LENGTH],
  CAMPAIGN_WEEKLY_LIMIT: [limits.CAMPAIGNS_PER_WEEK, 7],
  DATA_ARCHIVE_LINK_INVALID: [limits.DATA_ARCHIVE_LINK_DAYS],
  WAITLIST_LIMIT: [limits.WAITLIST_MAX_OPEN_PER_CUSTOMER],
  WAITLIST_DAY_FULL: [limits.WAITLIST_MAX_OPEN_PER_DAY],
  WALK_IN_QUOTE_INVALID: [0, limits.WALK_IN_MAX_QUOTED_MINUTES],
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
    expect(limits.RESEND_COUNTDOWN_SECONDS).toBe(60);
  });
});
