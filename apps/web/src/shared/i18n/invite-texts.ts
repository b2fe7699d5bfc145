import { i18n } from './i18n';

/**
 * The invitation screen's texts (/invitation, where an invited team member enters their code),
 * added when that screen loads: the other public pages never download them.
 */
const inviteFr = {
  auth: {
    invite: {
      title: 'Rejoindre une équipe',
      subtitle: 'Le numéro qui a reçu le code d’invitation, ce code, puis votre mot de passe.',
      submit: 'Rejoindre l’équipe',
    },
  },
};
export type InviteCatalogue = typeof inviteFr;

const inviteEn: InviteCatalogue = {
  auth: {
    invite: {
      title: 'Join a team',
      subtitle: 'The number that received the invitation code, the code, then your password.',
      submit: 'Join the team',
    },
  },
};

export function addInviteTexts(): void {
  i18n.addResourceBundle('fr', 'translation', inviteFr, true, true);
  i18n.addResourceBundle('en', 'translation', inviteEn, true, true);
}
