import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { confirmedCustomerToken, openRestaurantWithDish, placeOrderThroughApi } from './support/orders';
import { createPartner, latestCode } from './support/partners';
import { closeToast, expect, fillLogin, openIn, openPage, signInThroughApi, test, toast } from './support/test';
import { LOCALES, texts, type Locale } from './support/texts';

/*
 * The team, in each language: the owner invites a staff member on /team; the
 * member enters the code received with a password of their choice, signs in with their own
 * phone, lands on the orders, sees today's dishes but neither the report nor the menu editor (by
 * the sidebar or by the address), accepts an order (the drawer says who did); the owner removes
 * them, and their next action signs them out. Marking a dish sold out as staff is in
 * menu-sold-out.clock.spec.ts.
 */
const words = {
  fr: {
    team: 'Équipe',
    teamHeading: 'Votre équipe',
    name: 'Nom',
    invite: 'Envoyer l’invitation',
    invited: 'Le code d’invitation a été envoyé par SMS.',
    invitationSent: 'Invitation envoyée',
    active: 'Actif',
    joinHeading: 'Rejoindre une équipe',
    code: 'Code de vérification',
    newPassword: 'Nouveau mot de passe (8 caractères minimum)',
    confirmPassword: 'Confirmer le mot de passe',
    join: 'Rejoindre l’équipe',
    welcome: 'Bienvenue dans l’équipe',
    orders: 'Commandes',
    report: 'Rapport des revenus',
    dishes: 'Mes plats',
    notYours: 'Écran non disponible',
    notYoursText: 'Votre rôle (Équipier) ne donne pas accès à cet écran.',
    signedInAs: 'Léa Martin · Équipier',
    open: (n: string) => `Ouvrir la commande ${n}`,
    drawer: (n: string) => `Commande ${n}`,
    accept: 'Accepter',
    confirm: 'Confirmer',
    accepted: 'Commande acceptée',
    byMember: 'Léa Martin (équipe)',
    remove: 'Retirer',
    removeNamed: 'Retirer Léa Martin',
    removed: 'Le membre est retiré de l’équipe et déconnecté.',
    expired: 'Votre session a expiré. Veuillez vous reconnecter.',
  },
  en: {
    team: 'Team',
    teamHeading: 'Your team',
    name: 'Name',
    invite: 'Send the invitation',
    invited: 'The invitation code was sent by text message.',
    invitationSent: 'Invitation sent',
    active: 'Active',
    joinHeading: 'Join a team',
    code: 'Verification code',
    newPassword: 'New password (at least 8 characters)',
    confirmPassword: 'Confirm password',
    join: 'Join the team',
    welcome: 'Welcome to the team',
    orders: 'Order',
    report: 'Earnings report',
    dishes: 'My dishes',
    notYours: 'Screen not available',
    notYoursText: 'Your role (Staff) does not open this screen.',
    signedInAs: 'Léa Martin · Staff',
    open: (n: string) => `Open order ${n}`,
    drawer: (n: string) => `Order ${n}`,
    accept: 'Accept',
    confirm: 'Confirm',
    accepted: 'Order accepted',
    byMember: 'Léa Martin (team)',
    remove: 'Remove',
    removeNamed: 'Remove Léa Martin',
    removed: 'The member is removed from the team and signed out.',
    expired: 'Your session has expired. Please sign in again.',
  },
} as const satisfies Record<Locale, unknown>;

for (const locale of LOCALES) {
  test(`team (${locale}): invited with a code, a staff member works the orders only, is named in the history, and is signed out once removed`, async ({
    page,
    browser,
    request,
  }) => {
    const t = texts[locale];
    const w = words[locale];
    const owner = await createPartner(request, 'approved', locale);
    const restaurant = await openRestaurantWithDish(request, owner);
    const mobile = `6${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const staffPhone = `0${mobile}`;
    const password = 'service du soir';

    await test.step('the owner invites Léa as staff on /team', async () => {
      await signInThroughApi(page, request, owner, locale);
      await openPage(page, '/item_list');
      await page.getByRole('navigation', { name: t.shell.partnerMenu }).getByRole('link', { name: w.team }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.teamHeading })).toBeVisible();
      await page.getByLabel(w.name, { exact: true }).fill('Léa Martin');
      await page.getByLabel(t.login.phone, { exact: true }).fill(staffPhone);
      await page.getByRole('button', { name: w.invite }).click();
      await expect(toast(page, w.invited)).toBeVisible();
      await closeToast(page, w.invited);
      const row = page.getByRole('listitem', { name: 'Léa Martin' });
      await expect(row).toContainText(w.invitationSent);
      // The screen itself (the whole page, sidebar included, is checked by accessibility.spec.ts).
      const { violations } = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    });

    const context = await browser.newContext();
    const staff = await context.newPage();
    await test.step('Léa enters the code she received and chooses her password', async () => {
      await openIn(staff, '/invitation', locale);
      await expect(staff.getByRole('heading', { level: 1, name: w.joinHeading })).toBeVisible();
      await staff.getByLabel(t.login.phone, { exact: true }).fill(staffPhone);
      await staff.getByLabel(w.code, { exact: true }).fill(await latestCode(request, `+33${mobile}`));
      await staff.getByLabel(w.newPassword, { exact: true }).fill(password);
      await staff.getByLabel(w.confirmPassword, { exact: true }).fill(password);
      await staff.getByRole('button', { name: w.join }).click();
      await expect(toast(staff, w.welcome)).toBeVisible();
      await expect(staff).toHaveURL(/\/restaurantlogin$/);
    });

    await test.step('she signs in with her own phone: the orders and today’s dishes, not the report nor the menu', async () => {
      await fillLogin(staff, t, staffPhone, password);
      await expect(staff).toHaveURL(/\/order$/);
      const nav = staff.getByRole('navigation', { name: t.shell.partnerMenu });
      await expect(nav.getByRole('link', { name: w.orders, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: t.shell.todayDishes, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: w.report })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: w.dishes })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: w.team })).toHaveCount(0);
      await expect(staff.getByText(w.signedInAs)).toBeVisible();
      for (const path of ['/report', '/item_add', '/addons', '/team']) {
        await openPage(staff, path);
        await expect(staff.getByRole('heading', { level: 1, name: w.notYours }), path).toBeVisible();
        await expect(staff.getByRole('alert').filter({ hasText: w.notYoursText })).toBeVisible();
      }
    });

    let orderNumber = '';
    await test.step('she accepts an order: the drawer says she did', async () => {
      await openPage(staff, '/order');
      const customer = await confirmedCustomerToken(request);
      const order = await placeOrderThroughApi(request, customer, {
        publicId: restaurant.publicId,
        dishId: restaurant.dish.id,
      });
      orderNumber = order.order_number;
      await staff.getByRole('button', { name: w.open(order.order_number) }).click();
      const drawer = staff.getByRole('dialog', { name: w.drawer(order.order_number) });
      await drawer.getByRole('button', { name: w.accept, exact: true }).click();
      await expect(toast(staff, w.accepted)).toBeVisible();
      await expect(drawer.getByText(w.byMember)).toBeVisible();
      await staff.keyboard.press('Escape');
    });

    await test.step('the owner removes her, after a confirmation', async () => {
      await page.reload();
      const row = page.getByRole('listitem', { name: 'Léa Martin' });
      await expect(row).toContainText(w.active);
      await row.getByRole('button', { name: w.removeNamed }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.remove, exact: true }).click();
      await expect(toast(page, w.removed)).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'Léa Martin' })).toHaveCount(0);
    });

    await test.step('her next action signs her out', async () => {
      // She opens the order again and confirms it: the call is refused, and the screen signs her out.
      await staff.getByRole('button', { name: w.open(orderNumber) }).click();
      await staff
        .getByRole('dialog', { name: w.drawer(orderNumber) })
        .getByRole('button', { name: w.confirm, exact: true })
        .click();
      await expect(staff).toHaveURL(/\/restaurantlogin$/);
      await expect(toast(staff, w.expired)).toBeVisible();
    });
    await context.close();
  });
}
