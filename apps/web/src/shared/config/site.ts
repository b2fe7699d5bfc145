import { APP_VERSION } from '@portal/contract';

const env = import.meta.env;

/**
 * The legal notice's identities, which French law (LCEN, article 6) requires on the site:
 * publisher, registered office, registration, publication director, host. Set at build time
 * from the root `.env` (VITE_LEGAL_*, see .env.example); the defaults describe the operator.
 */
const legal = {
  publisherName: env.VITE_LEGAL_PUBLISHER_NAME || 'Tablée SAS',
  shareCapital: env.VITE_LEGAL_SHARE_CAPITAL || '40 000 €',
  registeredOffice: env.VITE_LEGAL_REGISTERED_OFFICE || '18 rue de la République, 69002 Lyon, France',
  registration: env.VITE_LEGAL_REGISTRATION || 'RCS Lyon 912 483 153',
  vatNumber: env.VITE_LEGAL_VAT_NUMBER || 'FR55 912483153',
  director: env.VITE_LEGAL_DIRECTOR || 'Claire Martin',
  email: env.VITE_LEGAL_EMAIL || 'contact@tablee.fr',
  phone: env.VITE_LEGAL_PHONE || '+33 4 78 00 00 00',
  hostName: env.VITE_LEGAL_HOST_NAME || 'OVH SAS',
  hostAddress: env.VITE_LEGAL_HOST_ADDRESS || '2 rue Kellermann, 59100 Roubaix, France',
  hostPhone: env.VITE_LEGAL_HOST_PHONE || '+33 9 72 10 10 07',
};

/** Outside links of the public pages (footer, mobile menu) and the legal notice. */
export const site = {
  legal,
  version: APP_VERSION,
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    linkedin: 'https://www.linkedin.com/',
  },
  stores: {
    appStore: 'https://apps.apple.com/fr/',
    googlePlay: 'https://play.google.com/store/apps',
  },
  /** No blog address was given: the link leads to the 'who we are' part of the landing page. */
  blog: '/home#about',
} as const;
