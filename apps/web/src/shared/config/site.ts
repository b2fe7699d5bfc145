import { APP_VERSION } from '@portal/contract';

/** Outside links of the public pages (footer, mobile menu). */
export const site = {
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
