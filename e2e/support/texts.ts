import { menuTexts } from './texts/menu';
import { signInTexts } from './texts/sign-in';

/**
 * What a partner reads on screen, in both languages. Written out here rather than imported from
 * the web catalogues, so that a wrong or missing translation fails the journeys.
 */
export type Locale = 'fr' | 'en';
export const LOCALES: readonly Locale[] = ['fr', 'en'];

export const texts = {
  fr: {
    languageGroup: 'Langue',
    languageButton: 'FR – Français',
    openMenu: 'Ouvrir le menu',
    mainMenu: 'Menu principal',
    signInLink: 'Connexion',
    becomePartner: 'Devenir partenaire',
    logout: 'Déconnexion',
    itemsLink: 'Mes plats',
    loggedOut: 'Vous êtes déconnecté.',
    ...signInTexts.fr,
    problems: {
      title: 'Une erreur est survenue',
      screenText:
        'Cette page n’a pas pu s’afficher. Rechargez-la\u00a0: ce que vous avez déjà enregistré est conservé.',
      reload: 'Recharger la page',
      offline: 'Vous êtes hors ligne.',
      backOnline: 'La connexion est revenue.',
      connection: 'Problème de connexion, veuillez réessayer.',
      leaveTitle: 'Quitter sans enregistrer\u00a0?',
      leave: 'Quitter sans enregistrer',
      stay: 'Rester sur la page',
    },
    shell: {
      partnerMenu: 'Menu partenaire',
      online: 'Établissement en ligne',
      statusOnline: 'Votre établissement est en ligne.',
      links: [
        'Mes plats',
        'Mon compte',
        'Suppléments',
        'Commandes',
        'Rapport des revenus',
        'QR code',
        'Types de plats',
      ],
      itemsHeading: 'Mes plats',
      /** Where every member lands after signing in. */
      ordersHeading: 'Commandes',
      /** The menu's groups, in order, and how many entries the owner sees in all. */
      groups: ['Service', 'Carte', 'Clientèle', 'Gestion'],
      ownerEntries: 15,
      /** A staff member's entry to the dish list, and its heading. */
      todayDishes: 'Plats du jour / épuisés',
      todayHeading: 'Plats du jour',
    },
    footer: {
      privacy: 'Politique de confidentialité',
      terms: 'Conditions d’utilisation',
      version: 'Version 3.0.5',
    },
    privacy: {
      heading: 'Politique de confidentialité',
      sections: [
        'Votre consentement',
        'Les informations que nous recueillons',
        'Fichiers journaux',
        'Vos droits au titre du RGPD',
        'Protection des enfants',
      ],
    },
    terms: {
      heading: 'Conditions d’utilisation et informations légales',
      sections: ['A. Mentions légales', 'B. Conditions d’utilisation', 'C. Politique de protection des données'],
    },
    menu: menuTexts.fr,
  },
  en: {
    languageGroup: 'Language',
    languageButton: 'EN – English',
    openMenu: 'Open menu',
    mainMenu: 'Main menu',
    signInLink: 'Sign in',
    becomePartner: 'Become a partner',
    logout: 'Log out',
    itemsLink: 'My dishes',
    loggedOut: 'You are logged out.',
    ...signInTexts.en,
    problems: {
      title: 'Something went wrong',
      screenText: 'This page could not be shown. Reload it: what you have already saved is kept.',
      reload: 'Reload the page',
      offline: 'You are offline.',
      backOnline: 'The connection is back.',
      connection: 'Connection problem, please try again.',
      leaveTitle: 'Leave without saving?',
      leave: 'Leave without saving',
      stay: 'Stay on the page',
    },
    shell: {
      partnerMenu: 'Partner menu',
      online: 'Business online',
      statusOnline: 'Your restaurant is online.',
      links: ['My dishes', 'My Account', 'Add-ons', 'Order', 'Earnings report', 'QR Code', 'Type of dishes'],
      itemsHeading: 'My dishes',
      ordersHeading: 'Orders',
      groups: ['Service', 'Menu', 'Guests', 'Management'],
      ownerEntries: 15,
      todayDishes: 'Today’s dishes / sold out',
      todayHeading: 'Today’s dishes',
    },
    footer: {
      privacy: 'Privacy policy',
      terms: 'Terms of use',
      version: 'Version 3.0.5',
    },
    privacy: {
      heading: 'Privacy policy',
      sections: [
        'Your consent',
        'The information we collect',
        'Log files',
        'Your rights under the GDPR',
        "Children's information",
      ],
    },
    terms: {
      heading: 'Terms of use and legal information',
      sections: ['A. Legal notice', 'B. Terms of use', 'C. Data protection policy'],
    },
    menu: menuTexts.en,
  },
} as const;

export type Texts = (typeof texts)[Locale];
