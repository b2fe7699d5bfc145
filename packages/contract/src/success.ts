import type { MessagePair } from './message-pair.js';

/** The `message` / `fr_message` pairs of successful calls. */
export const successMessages = {
  SIGNED_UP: {
    en: 'Your account was created. Enter the verification code we sent to your phone and e-mail.',
    fr: 'Votre compte a été créé. Saisissez le code de vérification envoyé par SMS et par e-mail.',
  },
  CODE_SENT: {
    en: 'A new verification code was sent to your phone and e-mail.',
    fr: 'Un nouveau code de vérification vous a été envoyé par SMS et par e-mail.',
  },
  RESET_CODE_SENT: {
    en: 'A code to reset your password was sent to your phone and e-mail.',
    fr: 'Un code pour réinitialiser votre mot de passe vous a été envoyé par SMS et par e-mail.',
  },
  VERIFIED_AWAITING_APPROVAL: {
    en: 'Your account is verified and now awaits approval by our team.',
    fr: 'Votre compte est vérifié et attend maintenant la validation de notre équipe.',
  },
  VERIFIED_APPROVED: {
    en: 'Your account is verified. You can sign in.',
    fr: 'Votre compte est vérifié. Vous pouvez vous connecter.',
  },
  LOGGED_IN: { en: 'Welcome back!', fr: 'Bon retour parmi nous !' },
  PASSWORD_CHANGED: {
    en: 'Your password was changed. You can sign in with it.',
    fr: 'Votre mot de passe a été modifié. Vous pouvez vous connecter avec.',
  },
  STATUS_ONLINE: { en: 'Your restaurant is online.', fr: 'Votre établissement est en ligne.' },
  STATUS_OFFLINE: { en: 'Your restaurant is offline.', fr: 'Votre établissement est hors ligne.' },
  STATUS_PAUSED: {
    en: 'Your restaurant is paused: it takes orders again by itself at the time shown.',
    fr: 'Votre établissement est en pause : il reprend les commandes de lui-même à l’heure indiquée.',
  },
  PROFILE_SAVED: { en: 'Your profile is saved.', fr: 'Votre profil est enregistré.' },
  LOGGED_OUT: { en: 'You are signed out.', fr: 'Vous êtes déconnecté.' },
  LOADED: { en: '', fr: '' },
  CUSTOMER_SIGNED_UP: {
    en: 'Your account was created. Enter the code we sent to your phone and e-mail to confirm it.',
    fr: 'Votre compte a été créé. Saisissez le code envoyé par SMS et par e-mail pour le confirmer.',
  },
  CUSTOMER_VERIFIED: {
    en: 'Your account is confirmed. Welcome!',
    fr: 'Votre compte est confirmé. Bienvenue !',
  },
  LOGIN_CODE_SENT: {
    en: 'A sign-in code was sent to your phone and e-mail.',
    fr: 'Un code de connexion vous a été envoyé par SMS et par e-mail.',
  },
  ORDER_PLACED: { en: 'Your order is sent to the restaurant.', fr: 'Votre commande est envoyée au restaurant.' },
  ORDER_ACCEPTED: { en: 'Order accepted', fr: 'Commande acceptée' },
  ORDER_REJECTED: { en: 'Order refused', fr: 'Commande refusée' },
  ORDER_CONFIRMED: { en: 'Order confirmed', fr: 'Commande confirmée' },
  ORDER_COMPLETED: { en: 'Order completed', fr: 'Commande terminée' },
  ORDER_CANCELLED: { en: 'Your order is cancelled.', fr: 'Votre commande est annulée.' },
  DETAILS_SAVED: { en: 'Your details are saved.', fr: 'Vos informations sont enregistrées.' },
  ACCOUNT_CLOSED: {
    en: 'Your account is closed. We have deleted your name, phone, e-mail and birth date from your account, and your name, phone, e-mail and notes from the restaurants’ bookings and guest books. The amounts and dishes of your orders remain without your name, as accounting requires; your published reviews remain signed with your first name and initial.',
    fr: 'Votre compte est fermé. Nous avons supprimé vos nom, téléphone, e-mail et date de naissance de votre compte, et vos nom, téléphone, e-mail et notes des réservations et fichiers clients des restaurants. Les montants et les plats de vos commandes restent sans votre nom, comme la comptabilité l’exige\u00a0; vos avis publiés restent signés de votre prénom et de l’initiale de votre nom.',
  },
  ITEM_SAVED: { en: 'Saved', fr: 'Enregistré' },
  ITEM_DELETED: { en: 'Item deleted', fr: 'Plat supprimé' },
  ITEM_ENABLED: { en: 'The dish is on the menu.', fr: 'Le plat est à la carte.' },
  ITEM_DISABLED: { en: 'The dish is off the menu.', fr: 'Le plat n’est plus à la carte.' },
  ITEM_SOLD_OUT: {
    en: 'The dish is sold out for today; it comes back on the menu at 4 a.m.',
    fr: 'Le plat est épuisé pour aujourd’hui\u00a0; il revient à la carte à 4\u00a0h.',
  },
  ITEM_BACK_ON_SALE: { en: 'The dish is available again.', fr: 'Le plat est de nouveau disponible.' },
  IMAGE_DELETED: { en: 'Image deleted', fr: 'Photo supprimée' },
  ADDON_SAVED: { en: 'Add-on saved', fr: 'Supplément enregistré' },
  ADDON_DELETED: { en: 'Add-on deleted', fr: 'Supplément supprimé' },
  ORDER_SAVED: { en: 'The order is saved.', fr: 'L’ordre est enregistré.' },
  DISH_TYPE_ADDED: { en: 'Dish type added', fr: 'Type de plat ajouté' },
  DISH_TYPE_RENAMED: { en: 'Dish type renamed', fr: 'Type de plat renommé' },
  DISH_TYPE_DELETED: { en: 'Dish type deleted', fr: 'Type de plat supprimé' },
  DISH_TYPE_SHOWN: { en: 'The dish type is shown on the menu.', fr: 'Le type de plat est affiché sur la carte.' },
  DISH_TYPE_HIDDEN: { en: 'The dish type is hidden from the menu.', fr: 'Le type de plat est masqué sur la carte.' },
  STAFF_INVITED: {
    en: 'The invitation code was sent by text message. Your team member enters it on the invitation page and chooses a password.',
    fr: 'Le code d’invitation a été envoyé par SMS. Votre équipier le saisit sur la page d’invitation et choisit un mot de passe.',
  },
  STAFF_ROLE_CHANGED: {
    en: 'The role is changed. The member signs in again to use it.',
    fr: 'Le rôle est modifié. Le membre se reconnecte pour l’utiliser.',
  },
  STAFF_REMOVED: {
    en: 'The member is removed from the team and signed out.',
    fr: 'Le membre est retiré de l’équipe et déconnecté.',
  },
  INVITE_ACCEPTED: {
    en: 'Welcome to the team! Sign in with your phone number and the password you chose.',
    fr: 'Bienvenue dans l’équipe ! Connectez-vous avec votre numéro et le mot de passe choisi.',
  },
  // Table reservations.
  RESERVATION_SETTINGS_SAVED: { en: 'Booking settings saved', fr: 'Réglages des réservations enregistrés' },
  SERVICE_SAVED: { en: 'Service saved', fr: 'Service enregistré' },
  SERVICE_DELETED: { en: 'Service deleted', fr: 'Service supprimé' },
  TABLE_SAVED: { en: 'Table saved', fr: 'Table enregistrée' },
  COMBINATION_SAVED: { en: 'Tables put together saved', fr: 'Tables réunies enregistrées' },
  COMBINATION_DELETED: { en: 'Tables no longer put together', fr: 'Tables séparées' },
  FLOOR_PLAN_SAVED: { en: 'Floor plan saved', fr: 'Plan de salle enregistré' },
  TABLE_DELETED: { en: 'Table deleted', fr: 'Table supprimée' },
  BOOKING_SAVED: { en: 'Booking saved', fr: 'Réservation enregistrée' },
  OFFER_SAVED: { en: 'Offer saved', fr: 'Offre enregistrée' },
  OFFER_ACTIVATED: {
    en: 'The offer is shown on your free slots.',
    fr: 'L’offre est affichée sur vos créneaux libres.',
  },
  OFFER_PAUSED: { en: 'The offer is paused.', fr: 'L’offre est en pause.' },
  OFFER_DELETED: { en: 'Offer deleted', fr: 'Offre supprimée' },
  // The waitlist and the walk-in queue.
  WAITLIST_JOINED: {
    en: 'You are on the waitlist: we will text you if a table frees up.',
    fr: 'Vous êtes sur la liste d’attente\u00a0: nous vous écrirons si une table se libère.',
  },
  WAITLIST_LEFT: { en: 'You left the waitlist.', fr: 'Vous avez quitté la liste d’attente.' },
  WAITLIST_OFFER_SENT: { en: 'The time was offered to the guest.', fr: 'Le créneau a été proposé au client.' },
  WAITLIST_ENTRY_REMOVED: { en: 'Removed from the list', fr: 'Retiré de la liste' },
  WALK_IN_ADDED: { en: 'Party added to the queue', fr: 'Groupe ajouté à la file' },
  WALK_IN_NOTIFIED: { en: 'The party was told by SMS.', fr: 'Le groupe a été prévenu par SMS.' },
  WALK_IN_SEATED: { en: 'Party seated', fr: 'Groupe installé' },
  // Promo codes.
  PROMO_CODE_SAVED: { en: 'Code saved', fr: 'Code enregistré' },
  LOYALTY_SAVED: { en: 'Loyalty programme saved', fr: 'Programme de fidélité enregistré' },
  REWARD_SAVED: { en: 'Reward saved', fr: 'Récompense enregistrée' },
  REWARD_DELETED: { en: 'Reward deleted', fr: 'Récompense supprimée' },
  POINTS_ADJUSTED: { en: 'Points adjusted', fr: 'Points ajustés' },
  VOUCHER_ISSUED: { en: 'Here is your voucher', fr: 'Voici votre bon' },
  VOUCHER_USED: { en: 'Voucher used', fr: 'Bon utilisé' },
  VOUCHER_CANCELLED: { en: 'Voucher cancelled: the points are back', fr: 'Bon annulé : les points sont rendus' },
  PROMO_CODE_ACTIVATED: { en: 'The code is active.', fr: 'Le code est actif.' },
  PROMO_CODE_PAUSED: { en: 'The code is paused.', fr: 'Le code est en pause.' },
  PROMO_CODE_DELETED: { en: 'Code deleted', fr: 'Code supprimé' },
  PROMO_CODE_VALID: { en: 'The code applies to your order.', fr: 'Le code s’applique à votre commande.' },
  // Personal data: subscriptions and campaigns.
  SUBSCRIPTIONS_SAVED: { en: 'Your subscriptions are saved.', fr: 'Vos abonnements sont enregistrés.' },
  CAMPAIGN_SAVED: { en: 'Campaign saved', fr: 'Campagne enregistrée' },
  CAMPAIGN_TEST_SENT: {
    en: 'The test was sent to your e-mail address.',
    fr: 'Le test a été envoyé à votre adresse e-mail.',
  },
  CAMPAIGN_SENDING: {
    en: 'The campaign is on its way to the guests who accepted your news.',
    fr: 'La campagne part vers les clients qui ont accepté vos actualités.',
  },
  RIGHTS_REQUESTED: {
    en: 'Your request is registered: a link to your data arrives by e-mail.',
    fr: 'Votre demande est enregistrée : un lien vers vos données arrive par e-mail.',
  },
  // The guest book.
  GUEST_NOTES_SAVED: { en: 'Guest card saved', fr: 'Fiche client enregistrée' },
  BOOKING_CONFIRMED: { en: 'Your booking is confirmed.', fr: 'Votre réservation est confirmée.' },
  BOOKING_REQUESTED: {
    en: 'Your request is sent: the restaurant confirms it shortly.',
    fr: 'Votre demande est envoyée\u00a0: le restaurant la confirme sous peu.',
  },
  BOOKING_CANCELLED: { en: 'The booking is cancelled.', fr: 'La réservation est annulée.' },
  MODIFICATION_REQUESTED: {
    en: 'This time is full: your request went to the restaurant, and your booking stays as it was until it answers.',
    fr: 'Ce créneau est complet\u00a0: votre demande est transmise au restaurant, et votre réservation reste inchangée en attendant sa réponse.',
  },
  // The booking's card guarantee, charges and refunds.
  GUARANTEE_SAVED: {
    en: 'Your card is saved: your booking is held.',
    fr: 'Votre carte est enregistrée\u00a0: votre réservation est retenue.',
  },
  GUARANTEE_REQUIRED: {
    en: 'Your table is held for 15 minutes: enter your card to confirm the booking.',
    fr: 'Votre table est retenue 15\u00a0minutes\u00a0: saisissez votre carte pour confirmer la réservation.',
  },
  CHARGE_MADE: { en: 'The card was charged', fr: 'La carte a été débitée' },
  CHARGE_AWAITING_AUTHENTICATION: {
    en: 'The bank asks the guest to confirm: a link to pay was sent to them',
    fr: 'La banque demande au client de confirmer\u00a0: un lien de paiement lui a été envoyé',
  },
  REFUND_MADE: { en: 'The refund is made', fr: 'Le remboursement est effectué' },
  // Reviews and the restaurant's response.
  REVIEW_PUBLISHED: { en: 'Thank you: your review is published.', fr: 'Merci\u00a0: votre avis est publié.' },
  REVIEW_AWAITING_CHECK: {
    en: 'Thank you: your review will be published once checked, within 7 days.',
    fr: 'Merci\u00a0: votre avis sera publié après vérification, sous 7\u00a0jours.',
  },
  REVIEW_REFUSED: {
    en: 'Your review cannot be published: the reason is given with it.',
    fr: 'Votre avis ne peut pas être publié\u00a0: le motif est indiqué avec lui.',
  },
  REVIEW_WITHDRAWN: { en: 'Your review is withdrawn.', fr: 'Votre avis est retiré.' },
  RESPONSE_PUBLISHED: { en: 'Your response is published', fr: 'Votre réponse est publiée' },
  RESPONSE_AWAITING_CHECK: {
    en: 'Your response will be published once checked',
    fr: 'Votre réponse sera publiée après vérification',
  },
  REVIEW_REPORTED: {
    en: 'The review is reported: you will be told the outcome',
    fr: 'L’avis est signalé\u00a0: vous serez informé de la suite donnée',
  },
} satisfies Record<string, MessagePair>;

export type SuccessCode = keyof typeof successMessages;
