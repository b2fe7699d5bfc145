import type { TeamCatalogue } from './team-fr';

/** English texts of the team screen: exactly the keys of `team-fr.ts`. */
export const teamEn: TeamCatalogue = {
  team: {
    title: 'Your team',
    intro:
      'Give everyone their own sign-in: managers run the menu, the profile and the report; staff take the orders and can pause.',
    members: 'Members',
    you: '(you)',
    roleHelp: {
      manager: 'Orders, menu, profile, QR codes and report. Not the team nor the legal details.',
      staff: 'Orders, dishes sold out today and pause. Not the menu nor the report.',
    },
    state: { invited: 'Invitation sent', active: 'Active' },
    invite: {
      title: 'Invite a member',
      hint: 'A code is sent by text message to this number. Your team member enters it at {{address}} with the password of their choice, then signs in with their number. Inviting the same number again sends a new code.',
      name: 'Name',
      role: 'Role',
      submit: 'Send the invitation',
    },
    roleOf: 'Role of {{name}}',
    remove: 'Remove',
    removeNamed: 'Remove {{name}}',
    removeTitle: 'Remove this member from the team?',
    removeText: 'They are signed out at once and can no longer sign in.',
    cancel: 'Cancel',
  },
};
