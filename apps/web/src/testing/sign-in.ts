import type { Role } from '@portal/contract';

/** The restaurant of the tests' sessions, as the app stores it after sign-in. */
const restaurant = { id: 7, name: 'Le Bouchon', address: '', logo_image: '', status: 1, imageUrl: '/uploads/' };

/**
 * Signs a member of the restaurant in, as the app stores the session: the owner, or a manager or
 * staff member (Léa Martin) of the owner's team.
 */
export function signIn(role: Role = 'owner', userdata: Partial<typeof restaurant> = {}) {
  localStorage.setItem('Auth', '01');
  localStorage.setItem('token', 'member-token');
  localStorage.setItem('userdata', JSON.stringify({ ...restaurant, ...userdata }));
  localStorage.setItem('role', role);
  if (role !== 'owner') localStorage.setItem('member', JSON.stringify({ id: 3, name: 'Léa Martin' }));
}
