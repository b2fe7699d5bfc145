import { publicIdOf } from '../api.mjs';

/*
 * What the screens' steps share: the labels they look for, signing in, and waiting until a
 * screen has settled.
 */

/** What the screens read, in each language: the names of fields and buttons the shots use. */
export const label = {
  fr: {
    phone: 'Numéro de téléphone',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    address: 'Adresse de l’établissement',
    send: 'Envoyer',
    openMenu: 'Ouvrir le menu',
    partnerMenu: 'Menu partenaire',
    save: 'Enregistrer',
    email: 'Adresse e-mail',
    newEmailUser: 'nouvelle-adresse',
    search: 'Rechercher un plat',
    deleteDish: 'Supprimer Salade lyonnaise',
    deleteOwnDishType: 'Supprimer Spécialités lyonnaises',
    deleteShort: 'Supprimer',
    addonToEdit: 'Cuisson de la viande',
    photo: 'Photo 1 du plat',
    moveDessertsUp: 'Monter Desserts',
    unsaved: 'Non enregistré',
    newPhone: '0698765432',
    currentPassword: 'Mot de passe actuel',
    expiredFilter: 'Expirée sans réponse',
    expiresAt: /^Expire à \d{2}:\d{2}/,
    publicPageQuery: '',
  },
  en: {
    phone: 'Phone number',
    password: 'Password',
    signIn: 'Sign in',
    address: 'Business address',
    send: 'Send',
    openMenu: 'Open menu',
    partnerMenu: 'Partner menu',
    save: 'Save',
    email: 'E-mail address',
    newEmailUser: 'new-address',
    search: 'Search a dish',
    deleteDish: 'Delete Lyon-style salad',
    deleteOwnDishType: 'Delete Lyon specialities',
    deleteShort: 'Delete',
    addonToEdit: 'Meat doneness',
    photo: 'Photo 1 of the dish',
    moveDessertsUp: 'Move Desserts up',
    unsaved: 'Not saved',
    newPhone: '0698765432',
    currentPassword: 'Current password',
    expiredFilter: 'Expired without an answer',
    expiresAt: /^Expires at \d{1,2}:\d{2}/,
    publicPageQuery: '?lang=en',
  },
};

export async function signIn(page, l, partner, password = partner.password) {
  await page.goto('/restaurantlogin');
  await page.getByLabel(l.phone, { exact: true }).fill(partner.phone);
  await page.getByLabel(l.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: l.signIn, exact: true }).click();
}

/** Waits until the app runs the page: a drawn page (the dish list) answers clicks only then. */
export async function appRunning(page) {
  await page.locator('html[data-app="running"]').waitFor({ state: 'attached' });
}

export async function heading(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** A screen's way there: opens `url`, then waits until what `locate(page)` finds is on it. */
export const openUntil = (url, locate) => async (page) => {
  await page.goto(url);
  await locate(page).waitFor();
};

/** Loads every lazy image (scrolling through the page) and waits until all are decoded. */
export async function settleImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0));
}

/** The public page of a restaurant (what its QR code opens), as its public id names it. */
export async function publicPagePath(partner) {
  return `/r/${await publicIdOf(partner)}`;
}
