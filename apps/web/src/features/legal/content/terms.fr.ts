import { site } from '@/shared/config/site';
import type { LegalDocument } from './types';

const { legal } = site;

export const termsFr: LegalDocument = {
  title: 'Conditions d’utilisation et informations légales',
  updated: '17 mai 2021',
  intro: [
    'Ce document réunit les mentions légales du service (partie A), ses conditions générales d’utilisation ainsi que les conditions particulières de la réservation en ligne avec pré-autorisation (partie B), et notre politique de protection des données (partie C).',
  ],
  sections: [
    {
      id: 'a-mentions-legales',
      title: 'A. Mentions légales',
      sections: [
        {
          id: 'a-editeur',
          title: 'Éditeur du service',
          paragraphs: [
            `Le site, les applications et l’espace partenaires sont édités par ${legal.publisherName} (ci-après « le Prestataire »), société par actions simplifiée au capital de ${legal.shareCapital}.`,
          ],
          items: [
            `Siège social : ${legal.registeredOffice}`,
            `Immatriculation : ${legal.registration}`,
            `TVA intracommunautaire : ${legal.vatNumber}`,
            `Directeur ou directrice de la publication : ${legal.director}`,
            `Contact : ${legal.email}, ${legal.phone}`,
          ],
        },
        {
          id: 'a-hebergement',
          title: 'Hébergement',
          paragraphs: [`Le service est hébergé dans l’Union européenne par ${legal.hostName}.`],
          items: [`Adresse : ${legal.hostAddress}`, `Téléphone : ${legal.hostPhone}`],
        },
        {
          id: 'a-propriete',
          title: 'Propriété intellectuelle',
          paragraphs: [
            'Les marques, logos, textes, images et logiciels du service sont protégés. Toute reproduction sans autorisation est interdite. Les contenus publiés par les restaurateurs (photos, cartes, descriptions) restent leur propriété ; ils nous autorisent à les afficher pour les besoins du service.',
          ],
        },
      ],
    },
    {
      id: 'b-conditions',
      title: 'B. Conditions d’utilisation',
      sections: [
        {
          id: 'b-definitions',
          title: 'Définitions',
          items: [
            'Utilisateur : toute personne qui utilise le service pour consulter, commander ou réserver.',
            'Compte : l’espace personnel créé par l’Utilisateur ou par le restaurateur.',
            'Réservation : la demande de table faite par l’Utilisateur, précisant la date, l’heure et le nombre de couverts.',
            'Avis : le commentaire publié par l’Utilisateur sur un restaurant qu’il a fréquenté.',
            'Réponse du restaurant : le commentaire publié par le restaurateur en réponse à un avis.',
            'Offre promotionnelle : une réduction ou un avantage proposé par le restaurant pour certaines réservations.',
            'Avantages cumulés : les points ou bénéfices acquis par l’Utilisateur au fil de ses réservations.',
          ],
        },
        {
          id: 'b-general',
          title: 'Conditions générales',
          paragraphs: [
            'L’utilisation du service est réservée aux personnes âgées de 18 ans ou plus, capables de contracter.',
            'L’Utilisateur gère son compte depuis sa page de compte, qui comprend les rubriques « Mes informations » (identité, coordonnées, mot de passe) et « Mes abonnements » (lettres d’information et notifications). Il veille à l’exactitude de ses informations et à la confidentialité de son mot de passe.',
            'L’Utilisateur peut demander la fermeture de son compte par e-mail. Le Prestataire peut désactiver un compte en cas de manquement aux présentes conditions ou de fraude ; la désactivation annule les réservations en cours et supprime les avantages cumulés.',
          ],
        },
        {
          id: 'b-avis',
          title: 'Avis et réponses des restaurants',
          paragraphs: [
            'Un avis doit compter plus de 200 caractères, porter sur le restaurant réellement visité et émaner d’un Utilisateur qui a honoré sa réservation. Les personnes travaillant dans la restauration ne peuvent pas publier d’avis.',
            'Chaque avis passe par une modération, automatique puis humaine si besoin, dans un délai maximal de 2 semaines. Il est alors publié, rejeté ou supprimé. Un avis est notamment rejeté lorsqu’il contient :',
          ],
          items: [
            'des propos injurieux, diffamatoires ou discriminatoires ;',
            'un texte incompréhensible ou sans rapport avec le restaurant ;',
            'une contrefaçon ou la reprise du contenu d’autrui ;',
            'un conflit d’intérêts ou une tentative de fraude ;',
            'des données personnelles ;',
            'de la publicité ou du spam.',
          ],
          after: [
            'Le restaurateur dispose d’un droit de réponse pendant 3 mois à compter de la publication de l’avis. Sa réponse ne peut pas être plus longue que l’avis auquel elle répond.',
            'Le restaurateur est responsable du contenu qu’il publie (carte, prix, photos, offres) et de son exactitude.',
          ],
        },
        {
          id: 'b-reservation',
          title: 'Conditions particulières : réservation en ligne avec pré-autorisation',
          paragraphs: [
            'Certains restaurants demandent une empreinte bancaire pour confirmer une réservation. Pour réserver, l’Utilisateur renseigne obligatoirement : civilité, nom, prénom, date de naissance, adresse e-mail, téléphone mobile, titulaire de la carte, titulaire de la carte titre-restaurant le cas échéant, numéro de carte, date d’expiration et cryptogramme.',
            'Le montant de l’empreinte est égal au montant forfaitaire par couvert fixé par le restaurant, multiplié par le nombre de couverts (un couvert par personne). Aucune somme n’est débitée lors de la réservation.',
            'L’Utilisateur peut annuler ou modifier sa réservation sans frais jusqu’à 12 heures avant l’heure du repas. Une modification dépend des disponibilités du restaurant ; à défaut, le restaurant propose l’annulation.',
            'En cas de modification ou d’annulation tardive, ou si l’Utilisateur ne se présente pas, le montant de l’empreinte peut être débité dans les 7 jours suivant la date du repas manqué.',
            'Lorsque le groupe arrive avec plus de 15 minutes de retard, le restaurant peut ne plus appliquer l’offre promotionnelle liée à la réservation.',
            'Le restaurant peut annuler une réservation qu’il soupçonne d’être frauduleuse. Les cartes acceptées sont VISA et MASTERCARD.',
          ],
        },
      ],
    },
    {
      id: 'c-donnees',
      title: 'C. Politique de protection des données',
      paragraphs: [
        'Le Prestataire traite les données personnelles nécessaires au service (compte, réservations, commandes, avis) dans le respect du RGPD. Le détail figure dans notre politique de confidentialité.',
        'Les données utilisées à des fins de prospection commerciale sont conservées 3 ans à compter de la dernière activité de l’Utilisateur.',
        'Après la fermeture d’un compte, les données qui y sont liées deviennent invisibles sur le service dans un délai de 14 jours, puis sont supprimées ou anonymisées, sauf obligation légale de conservation.',
        'Vous disposez de droits d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité. Nous répondons à vos demandes dans un délai d’un mois, prolongeable de deux mois si nécessaire.',
      ],
    },
  ],
};
