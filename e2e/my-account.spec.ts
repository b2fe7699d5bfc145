import { randomInt } from 'node:crypto';
import { apiPaths, type TRestaurantProfile } from '@portal/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { clickSwitch, makePhoto, partnerToken, pickOptions } from './support/menu';
import { createPartner, latestCode, requiredProfile, type TestPartner } from './support/partners';
import { expect, openPage, reloadPage, signInThroughApi, test, toast } from './support/test';

/**
 * What the owner reads on the account screen, in French. Written out here rather than imported
 * from the web catalogues, so that a wrong or missing translation fails the journey.
 */
const t = {
  heading: 'Mon compte',
  save: 'Enregistrer',
  saved: 'Votre profil est enregistré.',
  name: 'Nom de l’établissement',
  address: 'Adresse de l’établissement',
  email: 'Adresse e-mail',
  frDescription: 'Présentation en français',
  enDescription: 'Présentation en anglais',
  owners: 'Les propriétaires',
  cuisines: 'Cuisines',
  foodChoices: 'Régimes et préférences',
  priceRange: 'Gamme de prix',
  moderate: '€€ Prix modérés',
  serviceTypes: 'Types de service',
  paymentTypes: 'Moyens de paiement acceptés',
  capacity: 'Capacité (couverts)',
  parking: 'Parking à proximité',
  preparationTime: 'Temps de préparation moyen (minutes)',
  slotOpen: (n: number) => `Ouverture du créneau ${n}`,
  slotClose: (n: number) => `Fermeture du créneau ${n}`,
  addSlot: 'Ajouter un créneau',
  closed: 'Fermé',
  ownHours: 'Autres horaires',
  addClosure: 'Ajouter une fermeture',
  closureStart: 'Fermeture 1\u00a0: premier jour',
  closureEnd: 'Fermeture 1\u00a0: dernier jour',
  closureReason: 'Fermeture 1\u00a0: motif',
  chooseLogo: 'Ajouter un logo',
  currentLogo: 'Logo actuel',
  addPhotos: 'Ajouter des photos',
  photo: (n: number) => `Photo ${n} de l’établissement`,
  photoCount: '2\u00a0/\u00a06 photos',
  legalName: 'Raison sociale',
  siret: 'Numéro SIRET',
  vatNumber: 'Numéro de TVA intracommunautaire',
  allergenNotice: 'Information sur les allergènes',
  website: 'Site web',
  instagram: 'Instagram',
  codeDialog: 'Confirmez vos nouvelles coordonnées',
  code: 'Code de vérification',
  confirm: 'Confirmer',
  siretInvalid: 'Le numéro SIRET doit comporter 14 chiffres et être valide',
  sidebarLogo: (name: string) => `Logo de ${name}`,
};

/** The profile as the server has it now (what a reload would show). */
async function storedProfile(request: APIRequestContext, partner: TestPartner): Promise<TRestaurantProfile> {
  const token = await partnerToken(request, partner);
  const response = await request.get(apiPaths.restaurantDetails, { headers: { token }, params: { lang: 'fr' } });
  const body = (await response.json()) as { status: number; data: TRestaurantProfile };
  expect(body.status).toBe(200);
  return body.data;
}

/** The fields the profile requires, saved through the API as the form would send them. */
async function completeProfileThroughApi(request: APIRequestContext, partner: TestPartner): Promise<void> {
  const token = await partnerToken(request, partner);
  const response = await request.post(apiPaths.editMyDetails, {
    headers: { token },
    data: requiredProfile(partner, {
      country_code: '+33',
      type_of_service: '1',
      open_time: '12:00',
      close_time: '14:00',
    }),
  });
  const body = (await response.json()) as { status: number; message?: string };
  expect(body.status, body.message).toBe(200);
}

async function openAccount(page: Page): Promise<void> {
  await openPage(page, '/myaccount');
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await expect(page.locator('form[aria-busy="false"]')).toBeVisible();
}

/** Whether an image has arrived and could be decoded. */
const decoded = (page: Page, name: string) =>
  page.getByRole('img', { name, exact: true }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);

test('my account (fr): every field of the profile is edited, the new e-mail confirmed by its code; a reload shows it all', async ({
  page,
  request,
}, testInfo) => {
  const partner = await createPartner(request, 'approved');
  await signInThroughApi(page, request, partner);
  const suffix = randomInt(1000, 10_000);
  const newName = `Le Bouchon des Halles ${suffix}`;
  const newEmail = `halles-${suffix}-${randomInt(1000, 10_000)}@restaurants-e2e.fr`;
  // A summer closure on set dates: the account screen keeps any dates, past or ahead.
  const closureYear = 2030;
  const logo = await makePhoto(testInfo.outputPath('logo.png'), { background: '#7a1f2b', plate: '#f4e4c1', size: 400 });
  const photos = [
    await makePhoto(testInfo.outputPath('salle.jpg'), { background: '#7a5230', plate: '#e7c07a' }),
    await makePhoto(testInfo.outputPath('terrasse.jpg'), { background: '#5e7d4a', plate: '#f2d16b' }),
  ];
  await openAccount(page);

  await test.step('the restaurant: name, address chosen among the suggestions, new e-mail', async () => {
    await expect(page.getByLabel(t.name, { exact: true })).toHaveValue(partner.name);
    await page.getByLabel(t.name, { exact: true }).fill(newName);
    const address = page.getByLabel(t.address, { exact: true });
    await address.fill('3 place bellecour lyon');
    await page.getByRole('option', { name: '3 Place Bellecour 69002 Lyon' }).click();
    await expect(address).toHaveValue('3 Place Bellecour 69002 Lyon');
    await page.getByLabel(t.email, { exact: true }).fill(newEmail);
  });

  await test.step('about: descriptions, owners, lists, price range, capacity, parking', async () => {
    await page.getByLabel(t.frDescription, { exact: true }).fill('Un bouchon lyonnais au cœur de la Presqu’île.');
    await page.getByLabel(t.enDescription, { exact: true }).fill('A Lyon bouchon in the heart of the Presqu’île.');
    await page.getByLabel(t.owners, { exact: true }).fill('Marie et Julien Perrin');
    await pickOptions(page, t.cuisines, ['Lyonnaise', 'Française']);
    await pickOptions(page, t.foodChoices, ['Fait maison']);
    await page
      .getByRole('radiogroup', { name: t.priceRange })
      .getByRole('radio', { name: t.moderate, exact: true })
      .check();
    const services = page.getByRole('group', { name: t.serviceTypes });
    await services.getByRole('checkbox', { name: 'Sur place', exact: true }).check();
    await services.getByRole('checkbox', { name: 'À emporter', exact: true }).check();
    const payments = page.getByRole('group', { name: t.paymentTypes });
    await payments.getByRole('checkbox', { name: 'Espèces', exact: true }).check();
    await payments.getByRole('checkbox', { name: 'Titre-restaurant', exact: true }).check();
    await page.getByLabel(t.capacity, { exact: true }).fill('48');
    await clickSwitch(page.getByRole('switch', { name: t.parking }));
  });

  await test.step('hours: usual slots, closed on Mondays, lunch only on Sundays, a summer closure', async () => {
    await page.getByLabel(t.preparationTime, { exact: true }).fill('20');
    await page.getByLabel(t.slotOpen(1), { exact: true }).fill('12:00');
    await page.getByLabel(t.slotClose(1), { exact: true }).fill('14:00');
    await page.getByRole('button', { name: t.addSlot, exact: true }).click();
    await page.getByLabel(t.slotOpen(2), { exact: true }).fill('19:00');
    await page.getByLabel(t.slotClose(2), { exact: true }).fill('22:30');
    await page.getByRole('combobox', { name: 'Lundi', exact: true }).selectOption({ label: t.closed });
    await page.getByRole('combobox', { name: 'Dimanche', exact: true }).selectOption({ label: t.ownHours });
    await page.getByLabel(`${t.slotOpen(1)} (dimanche)`, { exact: true }).fill('12:00');
    await page.getByLabel(`${t.slotClose(1)} (dimanche)`, { exact: true }).fill('15:00');
    await page.getByRole('button', { name: t.addClosure, exact: true }).click();
    // Typed day first, as the screen writes dates.
    await page.getByLabel(t.closureStart, { exact: true }).fill(`03/08/${closureYear}`);
    await page.getByLabel(t.closureEnd, { exact: true }).fill(`23/08/${closureYear}`);
    await page.getByLabel(t.closureReason, { exact: true }).fill('Congés d’été');
  });

  await test.step('a logo and two photos, shown before they are sent', async () => {
    await page.getByLabel(t.chooseLogo, { exact: true }).setInputFiles(logo);
    await expect(page.getByRole('img', { name: 'Nouveau logo', exact: true })).toBeVisible();
    await page.getByLabel(t.addPhotos, { exact: true }).setInputFiles(photos);
    await expect(page.getByRole('img', { name: /^Nouvelle photo / })).toHaveCount(2);
    await expect(page.getByText(t.photoCount, { exact: true })).toBeVisible();
  });

  await test.step('legal information and links', async () => {
    await page.getByLabel(t.legalName, { exact: true }).fill('SARL Les Halles Gourmandes');
    await page.getByLabel(t.siret, { exact: true }).fill('732 829 320 00074');
    await page.getByLabel(t.vatNumber, { exact: true }).fill('FR44732829320');
    await page.getByLabel(t.allergenNotice, { exact: true }).fill('Liste des allergènes de chaque plat sur demande.');
    await page.getByLabel(t.website, { exact: true }).fill('bouchon-des-halles.fr');
    await page.getByLabel(t.instagram, { exact: true }).fill('https://www.instagram.com/bouchondeshalles');
  });

  await test.step('saving asks for the code sent to the new e-mail; with it, all is saved at once', async () => {
    await page.getByRole('button', { name: t.save, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.codeDialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(newEmail, { exact: true })).toBeVisible();
    // Nothing is saved before the code: the server still has the former name.
    expect((await storedProfile(request, partner)).name).toBe(partner.name);

    await dialog.getByLabel(t.code, { exact: true }).fill(await latestCode(request, newEmail));
    await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(toast(page, t.saved)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the sidebar shows the new name and logo at once', async () => {
    await expect(page.getByText(newName, { exact: true })).toBeVisible();
    await expect.poll(() => decoded(page, t.sidebarLogo(newName))).toBeGreaterThan(0);
  });

  await test.step('after a reload, every field shows what was saved', async () => {
    await reloadPage(page);
    await openAccount(page);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await expect(field(t.name)).toHaveValue(newName);
    await expect(field(t.address)).toHaveValue('3 Place Bellecour 69002 Lyon');
    await expect(field(t.email)).toHaveValue(newEmail);
    await expect(field(t.frDescription)).toHaveValue('Un bouchon lyonnais au cœur de la Presqu’île.');
    await expect(field(t.enDescription)).toHaveValue('A Lyon bouchon in the heart of the Presqu’île.');
    await expect(field(t.owners)).toHaveValue('Marie et Julien Perrin');
    const about = page.getByRole('region', { name: 'Présentation' });
    for (const chosen of ['Lyonnaise', 'Française', 'Fait maison']) {
      await expect(about.getByText(chosen, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('radio', { name: t.moderate, exact: true })).toBeChecked();
    for (const checked of ['Sur place', 'À emporter', 'Espèces', 'Titre-restaurant']) {
      await expect(page.getByRole('checkbox', { name: checked, exact: true })).toBeChecked();
    }
    await expect(page.getByRole('checkbox', { name: 'Livraison', exact: true })).not.toBeChecked();
    await expect(field(t.capacity)).toHaveValue('48');
    await expect(page.getByRole('switch', { name: t.parking })).toBeChecked();
    await expect(field(t.preparationTime)).toHaveValue('20');
    await expect(field(t.slotOpen(1))).toHaveValue('12:00');
    await expect(field(t.slotClose(2))).toHaveValue('22:30');
    await expect(page.getByRole('combobox', { name: 'Lundi', exact: true })).toHaveValue('closed');
    await expect(page.getByRole('combobox', { name: 'Mardi', exact: true })).toHaveValue('usual');
    await expect(page.getByRole('combobox', { name: 'Dimanche', exact: true })).toHaveValue('own');
    await expect(field(`${t.slotClose(1)} (dimanche)`)).toHaveValue('15:00');
    await expect(field(t.closureStart)).toHaveValue(`03/08/${closureYear}`);
    await expect(field(t.closureEnd)).toHaveValue(`23/08/${closureYear}`);
    await expect(field(t.closureReason)).toHaveValue('Congés d’été');
    await expect.poll(() => decoded(page, t.currentLogo)).toBeGreaterThan(0);
    await expect.poll(() => decoded(page, t.photo(2))).toBeGreaterThan(0);
    await expect(page.getByText(t.photoCount, { exact: true })).toBeVisible();
    await expect(field(t.legalName)).toHaveValue('SARL Les Halles Gourmandes');
    await expect(field(t.siret)).toHaveValue('73282932000074');
    await expect(field(t.vatNumber)).toHaveValue('FR44732829320');
    await expect(field(t.allergenNotice)).toHaveValue('Liste des allergènes de chaque plat sur demande.');
    await expect(field(t.website)).toHaveValue('https://bouchon-des-halles.fr/');
    await expect(field(t.instagram)).toHaveValue('https://www.instagram.com/bouchondeshalles');
  });
});

test('my account (fr): a SIRET that fails its check is refused under its field, and nothing is saved', async ({
  page,
  request,
}) => {
  const partner = await createPartner(request, 'approved');
  // Filled in already: the SIRET is the first field the check refuses.
  await completeProfileThroughApi(request, partner);
  await signInThroughApi(page, request, partner);
  let saves = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === apiPaths.editMyDetails) saves += 1;
  });
  await openAccount(page);

  await page.getByLabel(t.name, { exact: true }).fill('Un autre nom');
  const siret = page.getByLabel(t.siret, { exact: true });
  await siret.fill('12345678901234');
  await page.getByRole('button', { name: t.save, exact: true }).click();

  await expect(toast(page, t.siretInvalid)).toBeVisible();
  await expect(siret).toHaveAccessibleDescription(t.siretInvalid);
  await expect(siret).toBeFocused();
  expect(saves).toBe(0);
  const stored = await storedProfile(request, partner);
  expect(stored.name).toBe(partner.name);
  expect(stored.siret).toBe('');
});
