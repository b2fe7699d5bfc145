import type { MessagePair } from '../message-pair.js';
import { TEAM_INVITES_PER_DAY, TEAM_MAX_MEMBERS } from '../team-limits.js';

/** The team: roles, invitations and what a role may not do. */
export const teamErrors = {
  FORBIDDEN_FOR_ROLE: {
    en: 'Your role in this restaurant does not allow this. Ask the owner.',
    fr: 'Votre rôle dans cet établissement ne le permet pas. Demandez au propriétaire.',
  },
  STAFF_NAME_REQUIRED: { en: 'Enter the team member’s name', fr: 'Saisissez le nom de l’équipier' },
  ROLE_INVALID: { en: 'Choose manager or staff', fr: 'Choisissez responsable ou équipier' },
  INVITEE_PHONE_TAKEN: {
    en: 'This number already belongs to another account of the portal. Ask your team member for another number.',
    fr: 'Ce numéro appartient déjà à un autre compte du portail. Demandez un autre numéro à votre équipier.',
  },
  ALREADY_IN_TEAM: {
    en: 'This number is already in your team.',
    fr: 'Ce numéro fait déjà partie de votre équipe.',
  },
  OWNER_ROLE_FIXED: {
    en: 'The owner stays the owner: their role cannot be changed and they cannot be removed.',
    fr: 'Le propriétaire le reste : son rôle ne peut pas changer et il ne peut pas être retiré.',
  },
  TEAM_FULL: {
    en: `A team has at most ${TEAM_MAX_MEMBERS} members besides the owner.`,
    fr: `Une équipe compte au plus ${TEAM_MAX_MEMBERS} membres en plus du propriétaire.`,
  },
  TEAM_INVITE_LIMIT: {
    en: `At most ${TEAM_INVITES_PER_DAY} new numbers can be invited a day. Try again tomorrow.`,
    fr: `${TEAM_INVITES_PER_DAY} nouveaux numéros au plus peuvent être invités par jour. Réessayez demain.`,
  },
} satisfies Record<string, MessagePair>;
