/**
 * The offers screen's own texts (/offers), added when the screen loads: the other partner
 * screens never download them.
 */
export const offersFr = {
  offers: {
    title: 'Offres',
    intro:
      'Une remise sur les réservations de certains jours et créneaux. Elle s’affiche sur vos créneaux libres («\u00a0-20\u00a0%\u00a0») jusqu’à ce que le nombre de couverts prévu par créneau l’ait prise.',
    add: 'Nouvelle offre',
    empty: {
      title: 'Aucune offre pour l’instant',
      text: 'Remplissez vos heures creuses\u00a0: par exemple -20\u00a0% sur la nourriture du lundi au jeudi à 19\u00a0h, pour 10 couverts par créneau.',
    },
    badge: '-{{percent}}\u00a0%',
    appliesTo: { food: 'sur la nourriture', all: 'sur toute l’addition' },
    status: { active: 'Active', paused: 'En pause' },
    switchLabel: 'Afficher l’offre «\u00a0{{name}}\u00a0» sur les créneaux',
    unnamed: 'Offre sans nom',
    when: '{{days}} · {{first}}–{{last}}',
    validity: 'Du {{from}} au {{to}}',
    cap_one: '{{count}} couvert par créneau',
    cap_other: '{{count}} couverts par créneau',
    minParty_one: 'dès {{count}} couvert',
    minParty_other: 'dès {{count}} couverts',
    uptake: 'Prise',
    uptakeValue_one: '{{count}} réservation, {{covers}} couverts',
    uptakeValue_other: '{{count}} réservations, {{covers}} couverts',
    cost: 'Coût',
    costValue: '{{amount}} ({{covers}} couverts venus × panier moyen {{basket}} × {{percent}}\u00a0%)',
    costUnknown: 'Inconnu (pas encore de ventes pour calculer le panier moyen)',
    edit: 'Modifier',
    delete: 'Supprimer',
    deleteTitle: 'Supprimer cette offre\u00a0?',
    deleteText: 'Elle quitte vos créneaux. Les réservations qui l’ont prise la gardent.',
    cancel: 'Annuler',
    weekdays: { '1': 'Lun', '2': 'Mar', '3': 'Mer', '4': 'Jeu', '5': 'Ven', '6': 'Sam', '7': 'Dim' },
    form: {
      newTitle: 'Nouvelle offre',
      editTitle: 'Modifier l’offre',
      name: 'Nom (facultatif)',
      percent: 'Remise',
      appliesTo: 'S’applique',
      weekdays: 'Jours',
      firstSlot: 'Première arrivée',
      lastSlot: 'Dernière arrivée',
      validFrom: 'Valable du',
      validTo: 'Au',
      cap: 'Couverts par créneau',
      capHelp: 'Au-delà, l’offre quitte ce créneau.',
      minParty: 'Couverts minimum',
      save: 'Enregistrer',
    },
  },
};

export type OffersCatalogue = typeof offersFr;
