/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-transition-group|@tabler|react-remove-scroll|react-number-format|react-textarea-autosize|use-callback-ref|use-sidecar|tslib|get-nonce|react-style-singleton|aria-hidden|clsx|type-fest)/,
            },
            // Drag and drop: only the reorderable lists (add-ons, dish types) load it.
            { name: 'dnd-kit', test: /node_modules[\\/]@dnd-kit[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
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
