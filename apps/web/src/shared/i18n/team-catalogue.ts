import { i18n } from './i18n';
import { teamEn } from './team-en';
import { teamFr } from './team-fr';

/** Adds the team screen's texts in both languages (small), merged into the partner texts. */
export function addTeamTexts(): void {
  i18n.addResourceBundle('fr', 'translation', teamFr, true, true);
  i18n.addResourceBundle('en', 'translation', teamEn, true, true);
}
