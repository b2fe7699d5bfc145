import { lazyCatalogue } from './lazy-catalogue';

/** The team screen's texts (/team), merged into the partner texts; no other screen downloads them. */
export const addTeamTexts = lazyCatalogue({
  fr: () => import('./team-fr').then((module) => module.teamFr),
  en: () => import('./team-en').then((module) => module.teamEn),
});
