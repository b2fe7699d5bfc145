import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  errorMessages,
  isErrorCode,
  messageFor,
  requiredMessage,
  retryAfterMessage,
  successMessages,
} from '../src/index.js';
import { authErrors } from '../src/errors/auth.js';
import { commonErrors } from '../src/errors/common.js';
import { geoErrors } from '../src/errors/geo.js';
import { menuErrors } from '../src/errors/menu.js';
import { customerErrors } from '../src/errors/customers.js';
import { orderErrors } from '../src/errors/orders.js';
import { restaurantErrors } from '../src/errors/restaurant.js';
import { teamErrors } from '../src/errors/team.js';
import { reservationErrors } from '../src/errors/reservations.js';
import { reviewErrors } from '../src/errors/reviews.js';
import { paymentErrors } from '../src/errors/payments.js';
import { guestErrors } from '../src/errors/guests.js';
import { offerErrors } from '../src/errors/offers.js';
import { privacyErrors } from '../src/errors/privacy.js';
import { promotionErrors } from '../src/errors/promotions.js';
import { loyaltyErrors } from '../src/errors/loyalty.js';
import { waitlistErrors } from '../src/errors/waitlist.js';
import { floorPlanErrors } from '../src/errors/floor-plan.js';

const domainTables = {
  commonErrors,
  authErrors,
  geoErrors,
  menuErrors,
  customerErrors,
  orderErrors,
  restaurantErrors,
  teamErrors,
  reservationErrors,
  reviewErrors,
  paymentErrors,
  guestErrors,
  offerErrors,
  privacyErrors,
  promotionErrors,
  loyaltyErrors,
  waitlistErrors,
  floorPlanErrors,
};
const codes = Object.keys(errorMessages) as ErrorCode[];

describe('error codes', () => {
  it.each(codes)('%s has an English and a French text', (code) => {
    const { en, fr } = errorMessages[code];
    expect(en.trim()).not.toBe('');
    expect(fr.trim()).not.toBe('');
    expect(fr).not.toBe(en);
  });

  it('names every code as a value, spelled as itself', () => {
    expect(Object.keys(ErrorCode).sort()).toEqual([...codes].sort());
    for (const code of codes) expect(ErrorCode[code]).toBe(code);
  });

  it('keeps each code in one domain table only', () => {
    const seen = new Map<string, string>();
    for (const [table, messages] of Object.entries(domainTables)) {
      for (const code of Object.keys(messages)) {
        expect(seen.get(code), `${code} is in ${seen.get(code)} and ${table}`).toBeUndefined();
        seen.set(code, table);
      }
    }
    expect([...seen.keys()].sort()).toEqual([...codes].sort());
  });

  it('has the text for invisible and control characters', () => {
    expect(errorMessages.TEXT_INVALID_CHARACTERS).toEqual({
      en: 'Remove the invisible or control characters from this field.',
      fr: 'Retirez les caractères invisibles ou de contrôle de ce champ.',
    });
  });

  it('knows only its own codes, not the names every object has', () => {
    expect(isErrorCode('TEXT_INVALID_CHARACTERS')).toBe(true);
    expect(isErrorCode('constructor')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(messageFor('toString')).toBe(errorMessages.VALIDATION);
    expect(messageFor('Invalid input: expected string')).toBe(errorMessages.VALIDATION);
  });

  it('says which field is required, with its French article', () => {
    expect(messageFor('REQUIRED', 'address')).toEqual({ en: 'Enter the address', fr: 'Saisissez l’adresse' });
    expect(requiredMessage('constructor')).toEqual({ en: 'Enter the constructor', fr: 'Saisissez le constructor' });
    expect(messageFor('REQUIRED')).toBe(errorMessages.REQUIRED);
  });

  it('names the reservations’ fields as a restaurateur reads them, not by their API names', () => {
    expect(messageFor('REQUIRED', 'first_slot')).toEqual({
      en: 'Enter the time of the first arrival',
      fr: 'Saisissez l’heure de la première arrivée',
    });
    expect(messageFor('REQUIRED', 'restaurant_id').fr).toBe('Saisissez le restaurant');
  });
});

describe('success texts', () => {
  it.each(Object.entries(successMessages))('%s has both languages, or neither', (_, { en, fr }) => {
    expect(en === '').toBe(fr === '');
  });
});

describe('the wait a limit’s refusal states', () => {
  it('rounds the seconds up to whole minutes, in both languages', () => {
    expect(retryAfterMessage(420)).toEqual({
      en: 'Too many attempts. Please try again in 7 minutes.',
      fr: 'Trop de tentatives. Réessayez dans 7\u00a0minutes.',
    });
    expect(retryAfterMessage(361).fr).toBe('Trop de tentatives. Réessayez dans 7\u00a0minutes.');
    expect(retryAfterMessage(5)).toEqual({
      en: 'Too many attempts. Please try again in 1 minute.',
      fr: 'Trop de tentatives. Réessayez dans 1\u00a0minute.',
    });
  });
});
