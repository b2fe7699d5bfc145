import type { InviteCatalogue } from './invite-fr';

/** English texts of the invitation screen: exactly the keys of `invite-fr.ts`. */
export const inviteEn: InviteCatalogue = {
  auth: {
    invite: {
      title: 'Join a team',
      subtitle: 'The number that received the invitation code, the code, then your password.',
      submit: 'Join the team',
    },
  },
};
