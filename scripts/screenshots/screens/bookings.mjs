import { heading, openUntil } from './page.mjs';

/** Table bookings: the day’s book, the settings and statistics, offers, the guest book and the reviews. */
export const bookingScreens = [
  {
    // The next day's dinner book: covers per slot, bookings by phone and online, one waiting.
    name: 'bookings',
    as: 'partner',
    go: async (page, { menu }) => {
      await page.goto('/bookings');
      await heading(page);
      await page.getByRole('textbox', { name: /^(Jour|Day)$/ }).fill(menu.bookingDate);
      await page.getByRole('listitem').filter({ hasText: 'Durand' }).waitFor();
    },
  },
  {
    // A booking taken by phone: the day's free times for the party, offered to pick.
    name: 'booking-new',
    as: 'partner',
    overlay: true,
    go: async (page, { menu }) => {
      await page.goto('/bookings');
      await heading(page);
      await page.getByRole('textbox', { name: /^(Jour|Day)$/ }).fill(menu.bookingDate);
      await page.getByRole('button', { name: /^(Nouvelle réservation|New booking)$/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('list', { name: /^(Heures libres pour ce groupe|Free times for this party)$/ })
        .waitFor();
    },
  },
  {
    name: 'booking-drawer',
    as: 'partner',
    overlay: true,
    go: async (page, { menu }) => {
      await page.goto('/bookings');
      await heading(page);
      await page.getByRole('textbox', { name: /^(Jour|Day)$/ }).fill(menu.bookingDate);
      await page.getByRole('button', { name: /Hugo Bernard/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('heading', { name: /^(Historique|History)$/ })
        .waitFor();
    },
  },
  {
    // The room now: T4 seated (a walk-in), a party at the door to place, the salon on its own plan.
    name: 'floor-plan',
    as: 'partner',
    go: async (page) => {
      await page.goto('/bookings/floor');
      await heading(page);
      await page.getByRole('button', { name: /^T4\b/ }).first().waitFor();
      await page.getByText(/Martin/).first().waitFor();
    },
  },
  {
    // Settings, services with the bookable slots of a day, tables.
    name: 'booking-settings',
    as: 'partner',
    go: async (page) => {
      await page.goto('/bookings/settings');
      await page.getByRole('listitem', { name: /^(Dîner|Dinner)$/ }).waitFor();
      await page.getByRole('listitem', { name: 'Salon' }).waitFor();
    },
  },
  {
    // The last 30 days of bookings: covers per day by service, no-show rates, offers taken.
    name: 'booking-stats',
    as: 'partner',
    go: async (page) => {
      await page.goto('/bookings/stats');
      await heading(page);
      await page.getByRole('table').first().waitFor();
    },
  },
  {
    // The offers: one shown on the slots with its uptake and cost, one paused.
    name: 'offers',
    as: 'partner',
    go: openUntil('/offers', (page) => page.getByRole('article', { name: 'Fin de soirée' })),
  },
  {
    name: 'offer-form',
    as: 'partner',
    overlay: true,
    go: async (page) => {
      await page.goto('/offers');
      await page.getByRole('button', { name: /^(Modifier|Edit) · Fin de soirée$/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Enregistrer|Save)$/ })
        .waitFor();
    },
  },
  {
    // A restaurant without offers: what an offer is for.
    name: 'offers-empty',
    as: 'emptyPartner',
    go: openUntil('/offers', (page) => page.getByRole('heading', { level: 2 }).first()),
  },
  {
    // The guest book: one guest per phone by last visit, tags and allergies on the list.
    name: 'guests',
    as: 'partner',
    go: async (page) => {
      await page.goto('/guests');
      await page
        .getByRole('button', { name: /^Ouvrir la fiche de|^Open .+’s card$/ })
        .first()
        .waitFor();
    },
  },
  {
    // A guest's card: the figures, the team's notes, tags and allergies, the bookings.
    name: 'guest-card',
    as: 'partner',
    overlay: true,
    go: async (page) => {
      await page.goto('/guests');
      await page
        .getByRole('button', { name: /^Ouvrir la fiche de|^Open .+’s card$/ })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByRole('heading', { name: /^(Réservations|Bookings)$/ })
        .waitFor();
    },
  },
  {
    name: 'guests-empty',
    as: 'emptyPartner',
    go: openUntil('/guests', (page) => page.getByText(/^(Pas encore de client|No guests yet)/)),
  },
  {
    // The reviews: the average and its distribution, a review answered, one to answer, one reported.
    name: 'reviews',
    as: 'partner',
    go: openUntil('/reviews', (page) => page.getByRole('article').nth(2)),
  },
  {
    name: 'reviews-report',
    as: 'partner',
    overlay: true,
    go: async (page) => {
      await page.goto('/reviews');
      await page
        .getByRole('article')
        .nth(1)
        .getByRole('button', { name: /^(Signaler|Report)$/ })
        .click();
      await page.getByRole('dialog').getByRole('textbox').waitFor();
    },
  },
  {
    // Rejected by moderation: the reason the restaurant reads.
    name: 'reviews-rejected',
    as: 'partner',
    go: openUntil('/reviews?status=rejected', (page) => page.getByRole('article').first()),
  },
  {
    // A restaurant that has not turned bookings on: the way to the settings.
    name: 'bookings-off',
    as: 'emptyPartner',
    go: openUntil('/bookings', (page) => page.getByRole('heading', { level: 2 }).first()),
  },
];
