#!/usr/bin/env node
// Screenshots of every screen, in French and English, at desktop (1280×800) and phone (390×844)
// width, for visual review: `npm run build && npm run screenshots` → screenshots/<locale>-<width>-<screen>.png
//
// Starts the built server like e2e/support/start-server.mjs does (fresh embedded database,
// console message transport, offline address search), on port 3200 with DATA_DIR
// .screenshots-data, creates its own partners through the API and the admin command, and stops
// the server at the end.
import { execFileSync, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.SCREENSHOTS_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.screenshots-data');
const outDir = path.join(root, 'screenshots');

/** The same flags as playwright.config.ts. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const viewports = [
  { width: 1280, height: 800, isMobile: false },
  { width: 390, height: 844, isMobile: true },
];
const locales = ['fr', 'en'];

const serverEnv = {
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: '0',
  MESSAGE_TRANSPORT: 'console',
  GEOCODER: 'offline',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_LOGIN_PER_10_MIN: '1000',
  RATE_LIMIT_CODES_PER_10_MIN: '1000',
};

/* ---------- server ---------- */

function startServer() {
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit', env: serverEnv });
  return server;
}

async function waitForHealth(server) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer on ${baseURL}/api/health within 30 s`);
}

function stopServer(server) {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', resolve);
    process.kill(server.pid, 'SIGTERM');
  });
}

function admin(...args) {
  return execFileSync(process.execPath, ['apps/server/dist/admin/cli.js', ...args], {
    cwd: root,
    env: { ...serverEnv, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

/* ---------- partners ---------- */

async function post(pathname, body, headers = {}) {
  const response = await fetch(`${baseURL}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (json.status !== 200) throw new Error(`${pathname}: ${json.message}`);
  return json;
}

async function latestCode(to) {
  const messages = await (await fetch(`${baseURL}/api/dev/outbox`)).json();
  const message = messages.find((entry) => entry.to === to && entry.code);
  if (!message) throw new Error(`No code was sent to ${to}`);
  return message.code;
}

/** A partner taken to `state`: 'registered', 'verified' or 'approved'. */
async function createPartner(name, state) {
  const mobile = `6${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const partner = {
    name,
    phone: `0${mobile}`,
    international: `+33${mobile}`,
    email: `contact-${mobile}@restaurant-demo.fr`,
    password: 'Bouchon-Lyon-2024',
  };
  const { token } = await post('/api/v1/restaurant/auth/signuprestaurant', {
    name,
    address: '12 Rue Mercière 69002 Lyon',
    latitude: 45.7624,
    longitude: 4.8316,
    email: partner.email,
    phone: partner.phone,
    country_code: '+33',
    password: partner.password,
    device_type: 'web',
  });
  if (state === 'registered') return partner;
  await post('/api/v1/restaurant/auth/activate', { otp: await latestCode(partner.international) }, { token });
  if (state === 'approved') admin('approve', partner.international);
  return partner;
}

/* ---------- screens ---------- */

const label = {
  fr: {
    phone: 'Numéro de téléphone',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    address: "Adresse de l'établissement",
    send: 'Envoyer',
    openMenu: 'Ouvrir le menu',
  },
  en: {
    phone: 'Phone number',
    password: 'Password',
    signIn: 'Sign in',
    address: 'Business address',
    send: 'Send',
    openMenu: 'Open menu',
  },
};

async function signIn(page, l, partner, password = partner.password) {
  await page.goto('/restaurantlogin');
  await page.getByLabel(l.phone, { exact: true }).fill(partner.phone);
  await page.getByLabel(l.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: l.signIn, exact: true }).click();
}

async function heading(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * Each screen: how to get there as a visitor or as a partner; `phoneOnly` for phone menus;
 * `overlay` for dialogs and menus, shot as the screen shows them (a full-page shot would leave
 * the part below the fold without the dimmed backdrop).
 */
const screens = [
  { name: 'landing', as: 'visitor', go: async (page) => (await page.goto('/home'), heading(page)) },
  { name: 'login', as: 'visitor', go: async (page) => (await page.goto('/restaurantlogin'), heading(page)) },
  {
    name: 'login-error',
    as: 'visitor',
    go: async (page, { l, partners }) => {
      await signIn(page, l, partners.approved, 'not-the-password');
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  {
    name: 'registration',
    as: 'visitor',
    go: async (page) => (await page.goto('/restaurantregistration?email=contact%40bistrot-lyon.fr'), heading(page)),
  },
  {
    name: 'registration-errors',
    as: 'visitor',
    go: async (page, { l }) => {
      await page.goto('/restaurantregistration');
      await page.getByRole('button', { name: l.send, exact: true }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  {
    name: 'registration-autocomplete',
    as: 'visitor',
    go: async (page, { l }) => {
      await page.goto('/restaurantregistration');
      await page.getByLabel(l.address, { exact: true }).fill('rue mercière lyon');
      await page.getByRole('option').first().waitFor();
    },
  },
  {
    name: 'otp',
    as: 'visitor',
    go: async (page, { l, partners }) => {
      await signIn(page, l, partners.registered);
      await page.waitForURL('**/otpverification');
      await heading(page);
    },
  },
  {
    name: 'approval-dialog',
    as: 'visitor',
    overlay: true,
    go: async (page, { l, partners }) => {
      await signIn(page, l, partners.verified);
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'forgot', as: 'visitor', go: async (page) => (await page.goto('/forgotppassword'), heading(page)) },
  {
    name: 'reset',
    as: 'visitor',
    go: async (page, { partners }) => {
      // The screen after "Send me a code" (a code request would meet the resend cooldown here).
      await page.goto('/home');
      await page.evaluate((phone) => {
        sessionStorage.setItem('pendingPasswordReset', JSON.stringify({ phone, country_code: '+33', type: 'forgot' }));
      }, partners.approved.phone.slice(1));
      await page.goto('/forgotpasswordotp');
      await heading(page);
    },
  },
  { name: 'privacy', as: 'visitor', go: async (page) => (await page.goto('/privacypolicy'), heading(page)) },
  { name: 'terms', as: 'visitor', go: async (page) => (await page.goto('/termscondition'), heading(page)) },
  {
    name: 'menu-public',
    as: 'visitor',
    phoneOnly: true,
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/home');
      await page.getByRole('button', { name: l.openMenu }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'item-list', as: 'partner', go: async (page) => (await page.goto('/item_list'), heading(page)) },
  { name: 'placeholder', as: 'partner', go: async (page) => (await page.goto('/myaccount'), heading(page)) },
  {
    name: 'menu-partner',
    as: 'partner',
    phoneOnly: true,
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/item_list');
      await heading(page);
      await page.getByRole('button', { name: l.openMenu }).click();
      await page.getByRole('navigation').first().waitFor();
    },
  },
];

async function main() {
  mkdirSync(outDir, { recursive: true });
  const server = startServer();
  try {
    await waitForHealth(server);
    const partners = {
      registered: await createPartner('Chez Germaine', 'registered'),
      verified: await createPartner('Le Petit Bouchon', 'verified'),
      approved: await createPartner('Le Comptoir de la Croix-Rousse', 'approved'),
    };
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    try {
      for (const locale of locales) {
        const l = label[locale];
        for (const viewport of viewports) {
          const contextOptions = {
            baseURL,
            viewport: { width: viewport.width, height: viewport.height },
            isMobile: viewport.isMobile,
            hasTouch: viewport.isMobile,
            deviceScaleFactor: 1,
          };
          const visitor = await browser.newContext(contextOptions);
          const partner = await browser.newContext(contextOptions);
          for (const context of [visitor, partner]) {
            await context.addInitScript((value) => {
              if (!localStorage.getItem('locale')) {
                localStorage.setItem('locale', value);
                localStorage.setItem('lang', value);
              }
            }, locale);
          }
          const signInPage = await partner.newPage();
          await signIn(signInPage, l, partners.approved);
          await signInPage.waitForURL('**/item_list');
          await signInPage.close();

          for (const screen of screens) {
            if (screen.phoneOnly && !viewport.isMobile) continue;
            const page = await (screen.as === 'partner' ? partner : visitor).newPage();
            await screen.go(page, { l, partners });
            await page.evaluate(() => document.fonts.ready);
            const file = path.join(outDir, `${locale}-${viewport.width}-${screen.name}.png`);
            await page.screenshot({ path: file, fullPage: !screen.overlay, animations: 'disabled' });
            process.stdout.write(`${path.relative(root, file)}\n`);
            await page.close();
          }
          await visitor.close();
          await partner.close();
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stopServer(server);
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
});
