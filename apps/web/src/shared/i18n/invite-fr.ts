/** French texts of the invitation screen (/invitation, where an invited team member enters their code). */
export const inviteFr = {
  auth: {
    invite: {
      title: 'Rejoindre une équipe',
      subtitle: 'Le numéro qui a reçu le code d’invitation, ce code, puis votre mot de passe.',
      submit: 'Rejoindre l’équipe',
    },
  },
};
export type InviteCatalogue = typeof inviteFr;
