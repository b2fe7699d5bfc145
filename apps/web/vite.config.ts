/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { appShellParts } from './build/app-shell-parts.ts';
import { bundleBudget } from './build/bundle-budget.ts';
import { precompress } from './build/precompress.ts';
import { preloadStartup } from './build/preload-startup.ts';
import { routePreloads } from './build/route-preloads.ts';
import { skipStartupPreloads } from './build/skip-startup-preloads.ts';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts';
import { paths } from './src/shared/config/paths.ts';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * Mantine's ScrollArea (inside every modal and drawer) imports one hook from @floating-ui/react;
 * the public header's drawer and the modals provider would bring that whole positioning library
 * (25 KB gzip) into every page's start-up. It gets the same hook from build/merge-refs.ts; the
 * library still loads with the pop-overs (selects, menus, tooltips) that need it.
 */
const scrollAreaRefs: Plugin = {
  name: 'portal:scroll-area-refs',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '@floating-ui/react' && importer && /@mantine\/core\/esm\/components\/ScrollArea\//.test(importer)) {
      return fileURLToPath(new URL('./build/merge-refs.ts', import.meta.url));
    }
    return null;
  },
};

/**
 * Mantine's components take their ids from build/stable-id.ts: React's id, kept, instead of a
 * random one swapped in after mounting (a synchronous re-render of every switch, tooltip and
 * field right after the app takes a drawn page over). In every build and in the component tests.
 */
const stableIds: Plugin = {
  name: 'portal:stable-ids',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './use-id/use-id.mjs' && importer && /@mantine\/hooks\/esm\/index\.mjs$/.test(importer)) {
      return fileURLToPath(new URL('./build/stable-id.ts', import.meta.url));
    }
    return null;
  },
};

/**
 * Mantine's transitions read the reduced-motion preference with build/reduced-motion.ts: as they
 * render, instead of once mounted (a second render of every button and modal as the app takes a
 * drawn page over). In every build and in the component tests.
 */
const reducedMotion: Plugin = {
  name: 'portal:reduced-motion',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === './use-reduced-motion/use-reduced-motion.mjs' &&
      importer &&
      /@mantine\/hooks\/esm\/index\.mjs$/.test(importer)
    ) {
      return fileURLToPath(new URL('./build/reduced-motion.ts', import.meta.url));
    }
    return null;
  },
};

const startupPreloads = skipStartupPreloads();

/** Mantine's modules as both builds resolve them: ScrollArea's refs, stable ids, motion, AppShell. */
const mantineAdjustments = (): Plugin[] => [scrollAreaRefs, stableIds, reducedMotion, appShellParts()];

export default defineConfig(({ isSsrBuild }) => ({
  // The server-side build draws the public screens at build time (build/prerender.mjs) and the
  // partner screens the server draws at request time; it needs none of the public files.
  publicDir: isSsrBuild ? false : 'public',
  // The same Mantine modules in both builds (the component tests too): what the server draws is
  // what the app takes over.
  plugins: isSsrBuild
    ? [...mantineAdjustments(), react()]
    : [
        ...mantineAdjustments(),
        zodWithoutJsonSchema(),
        react(),
        bundleBudget({
          // A ratchet: lowered when a page gets lighter, never raised: new weight is paid for by
          // removing weight. Files are weighed as written, with the lists of files each lazy screen
          // preloads (those lists leave out the start-up files: build/skip-startup-preloads.ts).
          // `BUNDLE_DETAIL=<page>` lists what a page adds beyond the start-up and the layout. The
          // start-up weighs 221.0 KB (zod's JSON Schema writer is left out:
          // build/zod-without-json-schema.ts; the error texts of the partner domains load with the
          // partner screens; the positioning library waits for the first pop-over; the landing page
          // and its form library load with the landing page; the public texts come in French, English
          // on demand); the heaviest public page is the sign-in form (241.2: its country picker loads
          // when the visitor reaches for it, the address search too). The partner layout brings
          // neither the pop-over library (its pause menu loads when the partner reaches for it) nor
          // the profile's schemas (they load with the profile call), nor AppShell's aside and footer
          // (build/app-shell-parts.ts), nor a scroll area component (its menu scrolls natively).
          // Parts a screen shows only on demand load then: the orders' drawer, the bookings' drawer,
          // cancel menu and forms, the profile's current-password field and contact-code dialog, the
          // offers' and promo codes' forms, the report's journal closings (the report is 268.9). The
          // heaviest partner screens are the dish types (288.8), the item form (287.0) and the profile
          // (285.0: the item's field rules it shares come without the item's schemas,
          // contract/src/menu/item-fields.ts); the bookings are 272.2 and the orders 268.6 (their ring's
          // labels, like the dish list's buttons', are drawn by CSS, without the pop-over library:
          // shared/components/hint.tsx). A page weighs up to 0.2 KB more or less when other files
          // change (their hashed names in the preload lists): the partner ratchet keeps 0.3 KB.
          budget: { publicJs: 242, partnerJs: 289, cssPerPage: 31 },
          screens: /\/src\/features\/[^/]+\/components\//,
          screensLoadedBy: /\/src\/app\/routes\/lazy-screens\.tsx$/,
          publicScreens: /\/features\/(legal|auth|landing)\//,
          partnerLayout: /\/features\/shell\/components\/partner-layout/,
          // `npm start` builds with BUNDLE_BUDGET=report (scripts/start-build.mjs): the table is
          // printed, a page over the budget is a warning there and fails every other build.
          enforce: process.env.BUNDLE_BUDGET !== 'report',
        }),
        preloadStartup(),
        startupPreloads.plugin,
        routePreloads({
          root: fileURLToPath(new URL('.', import.meta.url)),
          routes: {
            [paths.root.path]: ['src/features/landing/components/landing-page.tsx'],
            [paths.home.path]: ['src/features/landing/components/landing-page.tsx'],
            [paths.login.path]: ['src/features/auth/components/login-form.tsx'],
            [paths.registration.path]: ['src/features/auth/components/registration-form.tsx'],
            [paths.otpVerification.path]: ['src/features/auth/components/otp-verification-form.tsx'],
            [paths.forgotPassword.path]: ['src/features/auth/components/forgot-password-form.tsx'],
            [paths.forgotPasswordOtp.path]: ['src/features/auth/components/reset-password-form.tsx'],
            [paths.invitation.path]: ['src/features/auth/components/accept-invite-form.tsx'],
            [paths.privacy.path]: ['src/features/legal/components/privacy-page.tsx'],
            [paths.terms.path]: ['src/features/legal/components/terms-page.tsx'],
            ...Object.fromEntries(
              (
                [
                  [paths.itemList.path, 'items/components/item-list-page.tsx'],
                  [paths.itemAdd.path, 'items/components/item-form-page.tsx'],
                  [paths.myAccount.path, 'account/components/account-page.tsx'],
                  [paths.addons.path, 'addons/components/addons-page.tsx'],
                  [paths.orders.path, 'orders/components/orders-page.tsx'],
                  [paths.order.path, 'orders/components/orders-page.tsx'],
                  [paths.report.path, 'reports/components/report-page.tsx'],
                  [paths.dishType.path, 'dish-types/components/dish-types-page.tsx'],
                  [paths.qrCode.path, 'qr-codes/components/qr-codes-page.tsx'],
                  // These screens also bring texts of their own (French first); the bookings
                  // catalogue is a static import of its three screens (preloaded with them).
                  [paths.team.path, 'team/components/team-page.tsx', 'team'],
                  [paths.bookings.path, 'bookings/components/bookings-page.tsx', 'bookings'],
                  [paths.bookingSettings.path, 'bookings/components/booking-settings-page.tsx', 'bookings'],
                  [paths.bookingStats.path, 'bookings/components/booking-stats-page.tsx', 'bookings'],
                  [paths.floorPlan.path, 'bookings/components/floor-plan-page.tsx', 'bookings'],
                  [paths.reviews.path, 'reviews/components/reviews-page.tsx', 'reviews'],
                  [paths.guests.path, 'guests/components/guests-page.tsx', 'guests'],
                  [paths.offers.path, 'offers/components/offers-page.tsx', 'offers'],
                  [paths.promotions.path, 'promotions/components/promotions-page.tsx', 'promotions'],
                  [paths.loyalty.path, 'loyalty/components/loyalty-page.tsx', 'loyalty'],
                  [paths.campaigns.path, 'campaigns/components/campaigns-page.tsx', 'campaigns'],
                ] as Array<[string, string, string?]>
              ).map(([route, screen, catalogue]) => [
                route,
                [
                  'src/shared/i18n/partner-catalogues.ts',
                  // The partner texts in French, the default language (English loads on demand).
                  'src/shared/i18n/partner-fr.json',
                  ...(catalogue ? [`src/shared/i18n/${catalogue}-fr.json`] : []),
                  'src/features/shell/components/partner-layout.tsx',
                  `src/features/${screen}`,
                ],
              ]),
            ),
          },
        }),
        precompress(),
      ],
  // The root .env (VITE_* settings such as the legal notice) is read, as the server reads it.
  envDir: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // `@portal/contract` resolves to its TypeScript source (see its package.json "exports").
    conditions: ['source', ...defaultClientConditions],
  },
  // The server-side bundle is self-contained: the portal's server imports it without the web
  // app's node_modules (a server-only install), so every dependency is bundled in.
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Served under a strict CSP (script-src 'self'): no inline scripts, no data: modules.
    modulePreload: { polyfill: false, resolveDependencies: startupPreloads.resolveDependencies },
    assetsInlineLimit: 0,
  },
  test: {
    environment: 'jsdom',
    // One jsdom and one module graph per worker instead of per file: React, Mantine and the
    // router load once, which halves the run. setup.ts resets what a file could leave behind
    // (rendered trees, toasts, storage, the language).
    pool: 'threads',
    isolate: false,
    // One worker per core; the default leaves one core idle.
    maxWorkers: availableParallelism(),
    globals: false,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Sized for a machine twice as slow as a quiet 2-core one with a core kept busy: the longest
    // form journeys (the account page's save with its code) take 25 s there.
    testTimeout: 60_000,
  },
}));
