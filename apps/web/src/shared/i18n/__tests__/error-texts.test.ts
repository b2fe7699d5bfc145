import { authErrors, commonErrors, errorMessages, menuErrors, restaurantErrors } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the module for each test: the tests' setup adds the partner texts to the shared one.
async function freshErrorTexts() {
  vi.resetModules();
  return import('../error-texts');
}

describe('error texts of a page', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('on a public page, reads the account, address and common codes as the server words them', async () => {
    const { errorText } = await freshErrorTexts();
    expect(errorText('PASSWORD_TOO_SHORT')).toEqual(authErrors.PASSWORD_TOO_SHORT);
    expect(errorText('RATE_LIMITED')).toEqual(commonErrors.RATE_LIMITED);
    expect(errorText('REQUIRED', 'address')).toEqual({
      en: 'Enter the address',
      fr: 'Saisissez l’adresse',
    });
  });

  it('holds no partner screen texts before a partner screen loads, all of them after', async () => {
    const { errorText } = await freshErrorTexts();
    expect(errorText('ITEM_NAME_REQUIRED')).toEqual(commonErrors.VALIDATION);
    expect(errorText('TOO_MANY_GALLERY_IMAGES')).toEqual(commonErrors.VALIDATION);

    const { addPartnerCatalogues } = await import('../partner-catalogues');
    await addPartnerCatalogues();
    // The bookings screens bring the reservations' texts with theirs.
    const { addBookingsTexts } = await import('../bookings-catalogue');
    expect(errorText('REQUIRED', 'first_slot').fr).toBe('Saisissez le first_slot');
    await addBookingsTexts();
    // …and the names of their fields: a service saved without its times says which time is missing.
    expect(errorText('REQUIRED', 'first_slot')).toEqual({
      en: 'Enter the time of the first arrival',
      fr: 'Saisissez l’heure de la première arrivée',
    });
    // The reviews screen brings the reviews' texts.
    const { addReviewsTexts } = await import('../reviews-catalogue');
    await addReviewsTexts();
    // The offers screen brings the offers' texts.
    const { addOffersTexts } = await import('../offers-catalogue');
    await addOffersTexts();
    // The promo codes screen brings the codes' texts.
    const { addPromotionsTexts } = await import('../promotions-catalogue');
    await addPromotionsTexts();
    // The campaigns screen brings the personal data's texts.
    const { addCampaignsTexts } = await import('../campaigns-catalogue');
    await addCampaignsTexts();
    // The guest book brings the guests' texts.
    const { addGuestsTexts } = await import('../guests-catalogue');
    await addGuestsTexts();
    // The loyalty screen brings the programme's texts.
    const { addLoyaltyTexts } = await import('../loyalty-catalogue');
    await addLoyaltyTexts();
    expect(errorText('ITEM_NAME_REQUIRED')).toEqual(menuErrors.ITEM_NAME_REQUIRED);
    expect(errorText('TOO_MANY_GALLERY_IMAGES')).toEqual(restaurantErrors.TOO_MANY_GALLERY_IMAGES);
    // No domain is forgotten: with the partner screens loaded, every code of the contract has its texts.
    for (const [code, pair] of Object.entries(errorMessages)) expect(errorText(code), code).toEqual(pair);
  });

  it('reads an unknown code, or an own property name, as the generic form message', async () => {
    const { errorText } = await freshErrorTexts();
    expect(errorText('NOT_A_CODE')).toEqual(commonErrors.VALIDATION);
    expect(errorText('constructor')).toEqual(commonErrors.VALIDATION);
  });
});
