import { heading, signIn } from './page.mjs';

/** Screens a visitor sees on the way in: the landing page, sign-in, registration, the codes, a new password, the legal pages and the public menu. */
export const signInScreens = [
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
      // The drawn form comes to life once its scripts have run: only then does typing search.
      await page.waitForLoadState('networkidle');
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
    name: 'customer-otp',
    as: 'visitor',
    go: async (page) => {
      // The link a customer app sends its new customers to.
      await page.goto('/otpverification?type=customer&mobileno=0712345678&country_code=33');
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
];
