import { guestCardLink } from '../data/card-page.mjs';
import { baseURL } from '../server.mjs';
import { heading, publicPagePath } from './page.mjs';

/** The pages the server draws for guests: a restaurant’s page and its reviews, the reviews policy, booking from the page, and the links that manage a booking and take its card. */
export const publicPageScreens = [
  {
    // The menu restaurant's page, rendered by the server: its profile, hours and menu.
    name: 'public-page',
    as: 'visitor',
    go: async (page, { l, partners }) => {
      await page.goto(`${await publicPagePath(partners.menu)}${l.publicPageQuery}`);
      await heading(page);
    },
  },
  { name: 'public-page-404', as: 'visitor', go: async (page) => (await page.goto('/r/nobody-here'), heading(page)) },
  {
    // The page's reviews section (how reviews are checked, the order, the policy's link).
    name: 'public-page-reviews',
    as: 'visitor',
    go: async (page, { l, partners }) => {
      await page.goto(`${await publicPagePath(partners.menu)}${l.publicPageQuery}#avis`);
      await heading(page);
    },
  },
  {
    // The reviews policy, drawn by the server.
    name: 'reviews-policy',
    as: 'visitor',
    go: async (page, { l }) => (await page.goto(`/reviewspolicy${l.publicPageQuery}`), heading(page)),
  },
  {
    // The guest's page behind the link of a booking's messages, rendered by the server.
    name: 'booking-manage',
    as: 'visitor',
    go: async (page, { l, menu }) => {
      await page.goto(`${menu.manageLink}${l.publicPageQuery.replace('?', '&')}`);
      await heading(page);
    },
  },
  {
    // Its cancel button's confirmation step.
    name: 'booking-manage-cancel',
    as: 'visitor',
    go: async (page, { l, menu }) => {
      await page.goto(`${menu.manageLink}${l.publicPageQuery.replace('?', '&')}&step=cancel#confirm`);
      await heading(page);
    },
  },
  {
    // The card step of a booking asked for an imprint: the amount, the card form, the ways back.
    name: 'booking-card',
    as: 'visitor',
    go: async (page, { l }) => {
      await page.goto(`${await guestCardLink()}${l.publicPageQuery.replace('?', '&')}`);
      await heading(page);
    },
  },
  {
    // A link that opens nothing (altered, or the meal is over).
    name: 'booking-manage-invalid',
    as: 'visitor',
    go: async (page, { l }) => {
      await page.goto(`/booking/manage?token=v1.1.1.expired${l.publicPageQuery.replace('?', '&')}`);
      await heading(page);
    },
  },
  {
    // Booking from the restaurant's page: the day's free times for two (the offer's "-20 %").
    name: 'public-booking-times',
    as: 'visitor',
    go: async (page, { l, partners, menu }) => {
      const lang = l.publicPageQuery.replace('?', '&');
      await page.goto(`${await publicPagePath(partners.menu)}/book?covers=2&date=${menu.bookingDate}${lang}`);
      await heading(page);
    },
  },
  {
    // A time chosen: the guest's first name, phone and note, before the code.
    name: 'public-booking-details',
    as: 'visitor',
    go: async (page, { l, partners, menu }) => {
      const lang = l.publicPageQuery.replace('?', '&');
      const path = `${await publicPagePath(partners.menu)}/book/details`;
      await page.goto(`${path}?covers=2&date=${menu.bookingDate}&time=21:00${lang}`);
      await heading(page);
    },
  },
  {
    // The confirmation with the manage link (the guest's own booking at that restaurant).
    name: 'public-booking-done',
    as: 'visitor',
    go: async (page, { l, partners, menu }) => {
      const token = new URL(menu.manageLink, baseURL).searchParams.get('token');
      const lang = l.publicPageQuery.replace('?', '&');
      await page.goto(`${await publicPagePath(partners.menu)}/book/done?token=${encodeURIComponent(token)}${lang}`);
      await heading(page);
    },
  },
];
