/**
 * The team screen's own texts (the owner's /team), added when that screen loads: the other
 * partner screens never download them. The sidebar's and the role texts are in partner-fr.ts.
 */
export const teamFr = {
  team: {
    title: 'Votre équipe',
    intro:
      'Donnez à chacun son propre accès : les responsables gèrent la carte, le profil et le rapport ; les équipiers prennent les commandes et peuvent mettre en pause.',
    members: 'Membres',
    you: '(vous)',
    roleHelp: {
      manager: 'Commandes, carte, profil, QR codes et rapport. Pas l’équipe ni les informations légales.',
      staff: 'Commandes, plats épuisés du jour et pause. Pas la carte ni le rapport.',
    },
    state: { invited: 'Invitation envoyée', active: 'Actif' },
    invite: {
      title: 'Inviter un membre',
      hint: 'Un code est envoyé par SMS à ce numéro. Votre équipier l’entre sur {{address}} avec le mot de passe de son choix, puis se connecte avec son numéro. Inviter de nouveau le même numéro renvoie un code.',
      name: 'Nom',
      role: 'Rôle',
      submit: 'Envoyer l’invitation',
    },
    roleOf: 'Rôle de {{name}}',
    remove: 'Retirer',
    removeNamed: 'Retirer {{name}}',
    removeTitle: 'Retirer ce membre de l’équipe ?',
    removeText: 'Il est déconnecté tout de suite et ne peut plus se connecter.',
    cancel: 'Annuler',
  },
};

export type TeamCatalogue = typeof teamFr;
