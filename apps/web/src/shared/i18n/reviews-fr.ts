/**
 * The reviews screen's own texts (/reviews), added when the screen loads: the other partner
 * screens never download them. The sidebar's entry is in partner-fr.ts; the moderation reasons
 * come from the contract (reviewRejectionReasonLabels).
 */
export const reviewsFr = {
  reviews: {
    title: 'Avis',
    intro:
      'Les avis viennent de clients dont la réservation a été honorée ; chaque avis est modéré avant publication. Vous pouvez répondre une fois à chacun.',
    tabs: {
      label: 'Avis par état',
      published: 'Publiés',
      pending: 'En modération',
      rejected: 'Refusés',
      deleted: 'Supprimés',
      count: '{{label}} ({{count}})',
    },
    summary: {
      title: 'Note moyenne',
      average: '{{average}} sur 5',
      basedOn_one: 'sur {{count}} avis publié',
      basedOn_other: 'sur {{count}} avis publiés',
      noAverage: 'Pas encore de note',
      distribution: 'Répartition des notes',
      row_one: '{{stars}} étoiles : {{count}} avis',
      row_other: '{{stars}} étoiles : {{count}} avis',
      stars: '{{stars}} ★',
    },
    card: {
      label: 'Avis de {{name}}',
      stars: '{{rating}} étoiles sur 5',
      anonymous: 'Client',
      visit: 'Repas du {{date}}',
      published: 'Publié le {{date}}',
      received: 'Reçu le {{date}}',
      reason: 'Motif : {{reason}}',
    },
    status: {
      published: 'Publié',
      pending: 'En modération',
      rejected: 'Refusé',
      deleted: 'Supprimé',
    },
    response: {
      label: 'Votre réponse',
      hint: 'Une seule réponse par avis, publiée sous l’avis, pas plus longue que lui. Ni injure ni donnée personnelle du client.',
      counter: '{{used}} / {{max}}',
      counterLabel: '{{used}} caractères sur {{max}} au plus',
      tooLong: 'La réponse ne peut pas être plus longue que l’avis ({{max}} caractères).',
      deadline: 'Réponse possible jusqu’au {{date}}',
      expired: 'Le délai de réponse est passé depuis le {{date}}.',
      submit: 'Publier la réponse',
      title: 'Réponse du restaurant',
      answeredOn: 'Publiée le {{date}}',
      awaiting: 'Envoyée le {{date}} : en attente de modération avant publication.',
    },
    report: {
      button: 'Signaler',
      title: 'Signaler cet avis',
      explanation:
        'La plateforme examine le signalement et vous donne sa décision ici. L’avis reste visible en attendant.',
      reason: 'Motif du signalement',
      submit: 'Envoyer le signalement',
      back: 'Retour',
      state: {
        open: 'Signalé le {{date}} : en cours d’examen.',
        removed: 'Signalement retenu le {{date}} : l’avis a été supprimé.',
        kept: 'Signalement examiné le {{date}} : l’avis reste publié.',
      },
      yourReason: 'Votre motif : {{reason}}',
    },
    empty: {
      published: 'Aucun avis publié pour le moment.',
      pending: 'Aucun avis en cours de modération.',
      rejected: 'Aucun avis refusé.',
      deleted: 'Aucun avis supprimé.',
    },
    pages: {
      previous: 'Page précédente',
      next: 'Page suivante',
      label: 'Pages des avis',
      current: 'Page {{page}} sur {{pages}}',
    },
    live: 'Nouvel avis reçu',
  },
};

export type ReviewsCatalogue = typeof reviewsFr;
