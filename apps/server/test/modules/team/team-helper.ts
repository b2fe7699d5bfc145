import { apiPaths, type InvitableRole } from '@portal/contract';
import { international, newPartnerForm, post, type TestApp } from '../../helper.js';

/** A phone no account uses yet, as a form sends it. */
export function newMemberPhone(): string {
  return newPartnerForm().phone as string;
}

export const MEMBER_PASSWORD = 'motdepasse-equipe';

/**
 * A member of `owner`'s team who has accepted the invitation and signed in: the owner invites,
 * the code sent to the member's phone is entered with a password, and the member signs in with
 * `loginrestraurant` like the owner.
 */
export async function teamMember(
  t: TestApp,
  ownerToken: string,
  role: InvitableRole,
  name = role === 'manager' ? 'Marc' : 'Léa',
) {
  const phone = newMemberPhone();
  const invited = (
    await post(t.app, apiPaths.inviteStaff, { name, phone, country_code: '33', role }, ownerToken)
  ).json();
  if (invited.status !== 200) throw new Error(`invitation refused: ${JSON.stringify(invited)}`);
  const otp = t.transport.lastCodeFor(international({ phone, country_code: '+33' }));
  const accepted = (
    await post(t.app, apiPaths.acceptInvite, { phone, country_code: '33', otp, password: MEMBER_PASSWORD })
  ).json();
  if (accepted.status !== 200) throw new Error(`acceptance refused: ${JSON.stringify(accepted)}`);
  const login = (await post(t.app, apiPaths.login, { phone, country_code: '33', password: MEMBER_PASSWORD })).json();
  if (!login.token) throw new Error(`sign-in refused: ${JSON.stringify(login)}`);
  return { id: invited.data.id as number, name, phone, role, token: login.token as string, login };
}
