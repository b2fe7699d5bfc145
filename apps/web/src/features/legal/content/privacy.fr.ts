import type { LegalDocument } from './types';

export const privacyFr: LegalDocument = {
  title: 'Politique de confidentialité',
  updated: '25 mai 2018',
  intro: [
    'La protection de vos données personnelles compte pour nous. Cette politique explique quelles informations nous recueillons lorsque vous utilisez notre site, nos applications et l’espace partenaires, pourquoi nous les utilisons et comment exercer vos droits.',
    'Elle s’applique uniquement aux informations recueillies en ligne par nos services, et non à celles recueillies hors ligne ou par d’autres canaux.',
  ],
  sections: [
    {
      id: 'consentement',
      title: 'Votre consentement',
      paragraphs: [
        'En utilisant nos services, vous acceptez la présente politique de confidentialité et ses conditions. Si vous n’êtes pas d’accord, nous vous invitons à ne pas utiliser nos services.',
      ],
    },
    {
      id: 'informations',
      title: 'Les informations que nous recueillons',
      paragraphs: [
        'Nous vous indiquons toujours, au moment où nous vous les demandons, quelles informations personnelles sont nécessaires et pourquoi.',
      ],
      items: [
        'Lors de l’inscription d’un établissement : nom de l’établissement, adresse, adresse e-mail, numéro de téléphone et mot de passe (conservé sous forme chiffrée, jamais en clair).',
        'Lorsque vous nous contactez : votre nom, vos coordonnées, le contenu de votre message et les pièces jointes éventuelles.',
        'Lorsque vous utilisez le service : les informations de votre profil, votre carte, vos commandes et vos réservations.',
      ],
    },
    {
      id: 'utilisation',
      title: 'Comment nous utilisons vos informations',
      items: [
        'fournir, faire fonctionner et maintenir nos services ;',
        'améliorer, personnaliser et développer nos services ;',
        'comprendre et analyser la façon dont vous les utilisez ;',
        'communiquer avec vous, directement ou par un partenaire, pour le service client, les mises à jour et, si vous l’avez accepté, des informations commerciales ;',
        'vous envoyer des SMS et des e-mails, notamment les codes de vérification ;',
        'détecter et prévenir la fraude.',
      ],
    },
    {
      id: 'journaux',
      title: 'Fichiers journaux',
      paragraphs: [
        'Comme la plupart des sites, nous conservons des fichiers journaux (logs) lors de vos visites. Ils contiennent l’adresse IP, le type de navigateur, le fournisseur d’accès, la date et l’heure, les pages d’entrée et de sortie et le nombre de clics.',
        'Ces informations ne sont reliées à aucune donnée permettant de vous identifier personnellement. Elles servent à analyser les tendances, à administrer le site et à assurer sa sécurité.',
      ],
    },
    {
      id: 'partenaires-publicitaires',
      title: 'Partenaires publicitaires',
      paragraphs: [
        'Certains partenaires publicitaires peuvent utiliser des cookies ou des balises web. Chacun d’eux dispose de sa propre politique de confidentialité, que nous vous invitons à consulter.',
        'Nous n’avons ni accès ni contrôle sur les cookies utilisés par des annonceurs tiers. Vous pouvez les refuser depuis les réglages de votre navigateur.',
      ],
    },
    {
      id: 'ccpa',
      title: 'Vos droits au titre du CCPA (résidents de Californie)',
      paragraphs: ['Les consommateurs résidant en Californie peuvent notamment :'],
      items: [
        'demander quelles catégories et quels éléments de données personnelles nous avons recueillis à leur sujet ;',
        'demander la suppression de ces données ;',
        'demander qu’elles ne soient pas vendues (nous ne vendons pas de données personnelles).',
      ],
    },
    {
      id: 'rgpd',
      title: 'Vos droits au titre du RGPD',
      paragraphs: [
        'Conformément au Règlement général sur la protection des données, vous disposez des droits suivants :',
      ],
      items: [
        'droit d’accès : obtenir une copie de vos données personnelles ;',
        'droit de rectification : faire corriger des données inexactes ou compléter des données incomplètes ;',
        'droit à l’effacement : faire supprimer vos données, sous certaines conditions ;',
        'droit à la limitation du traitement, sous certaines conditions ;',
        'droit d’opposition au traitement, sous certaines conditions ;',
        'droit à la portabilité : recevoir vos données ou les faire transmettre à un autre organisme.',
      ],
      after: [
        'Vous pouvez aussi introduire une réclamation auprès de la CNIL (Commission nationale de l’informatique et des libertés).',
      ],
    },
    {
      id: 'delai',
      title: 'Délai de réponse',
      paragraphs: [
        'Nous répondons à toute demande d’exercice de vos droits dans un délai d’un mois à compter de sa réception. Ce délai peut être prolongé de deux mois lorsque la demande est complexe ou que nous en recevons beaucoup ; nous vous en informons alors dans le premier mois.',
      ],
    },
    {
      id: 'enfants',
      title: 'Protection des enfants',
      paragraphs: [
        'Nos services ne s’adressent pas aux enfants de moins de 13 ans et nous ne recueillons pas sciemment leurs données. Si vous pensez que votre enfant nous a transmis des informations, contactez-nous : nous les supprimerons sans délai.',
      ],
    },
    {
      id: 'contact',
      title: 'Nous contacter',
      paragraphs: [
        'Pour toute question sur cette politique ou pour exercer vos droits, écrivez-nous depuis la rubrique Contact du site en précisant l’objet de votre demande.',
      ],
    },
  ],
};
