/**
 * The guest book's own texts (/guests), added when the screen loads: the other partner screens
 * never download them. The sidebar's entry is in partner-fr.ts; the booking statuses and the
 * allergens' names come from the contract.
 */
export const guestsFr = {
  guests: {
    title: 'Clients',
    intro:
      'Un client par numéro de téléphone, avec ses réservations chez vous. Vos notes, étiquettes et allergies restent dans votre restaurant.',
    search: {
      label: 'Rechercher un client',
      placeholder: 'Nom, étiquette ou téléphone',
    },
    export: {
      button: 'Exporter (CSV)',
      busy: 'Export en cours…',
      failed: 'L’export a échoué. Réessayez.',
    },
    empty: {
      none: 'Pas encore de client : ils apparaissent ici dès leur première réservation.',
      search: 'Aucun client ne correspond à « {{search}} ».',
    },
    table: {
      label: 'Clients',
      guest: 'Client',
      phone: 'Téléphone',
      visits: 'Visites',
      covers: 'Couverts',
      noShows: 'No-shows',
      lateCancellations: 'Annulations tardives',
      lastVisit: 'Dernière visite',
      tags: 'Étiquettes',
    },
    card: {
      open: 'Ouvrir la fiche de {{name}}',
      visits_one: '{{count}} visite',
      visits_other: '{{count}} visites',
      covers_one: '{{count}} couvert',
      covers_other: '{{count}} couverts',
      noShows_one: '{{count}} no-show',
      noShows_other: '{{count}} no-shows',
      lateCancellations_one: '{{count}} annulation tardive',
      lateCancellations_other: '{{count}} annulations tardives',
      lastVisit: 'Dernière visite : {{date}}',
      neverVisited: 'Pas encore venu',
      allergies: 'Allergies : {{list}}',
      unnamed: 'Client sans nom',
    },
    pages: {
      label: 'Pages de clients',
      previous: 'Précédente',
      next: 'Suivante',
      current: 'Page {{page}} sur {{pages}}',
    },
    drawer: {
      close: 'Fermer la fiche',
      figures: 'En chiffres',
      visits: 'Visites',
      covers: 'Couverts',
      noShows: 'No-shows',
      lateCancellations: 'Annulations tardives',
      lastVisit: 'Dernière visite',
      never: 'jamais',
      bookings: 'Réservations',
      bookingLine: '{{date}} à {{time}} · {{covers}} couv. · {{status}} · {{source}}',
      noBooking: 'Aucune réservation.',
      source: { online: 'en ligne', phone: 'par téléphone', walk_in: 'sans réservation' },
      card: 'Fiche du restaurant',
      notes: 'Notes',
      notesHint: 'Préférences, occasions, tout ce que l’équipe doit savoir. {{count}} / {{max}}',
      tags: 'Étiquettes',
      tagsHint: 'Jusqu’à {{max}} étiquettes de {{length}} caractères. Entrée pour ajouter.',
      removeTag: 'Retirer l’étiquette {{tag}}',
      allergens: 'Allergies',
      allergensHint: 'Parmi les 14 allergènes de la réglementation.',
      save: 'Enregistrer la fiche',
      saved: 'Fiche enregistrée',
      updated: 'Modifiée le {{date}}',
    },
  },
};

export type GuestsCatalogue = typeof guestsFr;
