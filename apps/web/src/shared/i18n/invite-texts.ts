import { i18n } from './i18n';
import { inviteEn } from './invite-en';
import { inviteFr } from './invite-fr';

/**
 * The invitation screen's texts, added in both languages when that screen loads (a few lines: a
 * public screen renders at once, without waiting for a catalogue); the other public pages never
 * download them.
 */
export function addInviteTexts(): void {
  i18n.addResourceBundle('fr', 'translation', inviteFr, true, true);
  i18n.addResourceBundle('en', 'translation', inviteEn, true, true);
}
