/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { precompress } from './build/precompress.ts';
import { preloadStartup } from './build/preload-startup.ts';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    bundleBudget({
      // A ratchet: lowered when a page gets lighter, raised only with a reason. Public pages 275:
      // the contract became side-effect free (menu and order schemas left the start-up), but the
      // error and success texts of every domain still load with it (customers and orders added
      // about 5 KB); partner screens 330 for the order screens' shared parts (drawer, pagination,
      // segmented filter) and the allergen and size editors. Raised to 280 / 335 with the
      // restaurant profile: its error and success texts load with the contract's (about 1 KB), two
      // more lazy routes, and the sidebar's pause menu (Mantine Menu) on every partner screen.
      budget: { publicJs: 280, partnerJs: 335, cssPerPage: 40 },
      screens: /\/src\/features\/[^/]+\/components\//,
      publicScreens: /\/features\/legal\//,
      partnerLayout: /\/features\/shell\/components\/partner-layout/,
    }),
    preloadStartup(),
    precompress(),
  ],
  // The root .env (VITE_* settings such as the legal notice) is read, as the server reads it.
  envDir: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // `@portal/contract` resolves to its TypeScript source (see its package.json "exports").
    conditions: ['source', ...defaultClientConditions],
  },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
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
    modulePreload: { polyfill: false },
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
    testTimeout: 20_000,
  },
});
