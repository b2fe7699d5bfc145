import { lazyCatalogue } from './lazy-catalogue';
import type teamFr from './team-fr.json';

/**
 * The team screen's own texts (the owner's /team): `team-fr.json`, and `team-en.json` with the
 * same keys. The sidebar's and the role texts are in partner-fr.json.
 */
export type TeamCatalogue = typeof teamFr;

/** Loads the team screen's texts, merged into the partner texts; no other screen downloads them. */
export const addTeamTexts = lazyCatalogue<TeamCatalogue>({
  fr: () => import('./team-fr.json'),
  en: () => import('./team-en.json'),
});
