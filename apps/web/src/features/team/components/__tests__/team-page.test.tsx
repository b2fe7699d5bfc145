import { apiPaths, teamErrors, type TStaffMember } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addTeamTexts } from '@/shared/i18n/team-catalogue';
import { failure, mockApi } from '@/testing/fetch-mock';
import { expectToast } from '@/testing/menu-fixtures';
import { fillIn, renderScreen, setLocale, setUpScreenTexts } from '@/testing/render';
import { signIn } from '@/testing/sign-in';
import { TeamPage } from '../team-page';

/*
 * The team as the owner manages it: the members with their phone, state and role; an invitation
 * sent with the number and the role chosen; a role changed, a member removed after a
 * confirmation; a refusal shown under its field, in the language on screen.
 */
setUpScreenTexts(addTeamTexts);

const owner: TStaffMember = {
  id: 0,
  name: 'Marie Perrin',
  phone: '+33611111111',
  role: 'owner',
  state: 'active',
  invited_at: null,
  you: true,
};
const lea: TStaffMember = {
  id: 3,
  name: 'Léa Martin',
  phone: '+33612345678',
  role: 'manager',
  state: 'invited',
  invited_at: Date.UTC(2026, 10, 20, 9, 0),
  you: false,
};

const ok = (data: unknown, en = 'OK', fr = 'OK') => ({ body: { status: 200, message: en, fr_message: fr, data } });

describe('the team screen', () => {
  it('lists the owner first, then each member with their phone, state and role', async () => {
    signIn('owner');
    mockApi({ [apiPaths.staffList]: ok([owner, lea]) });
    renderScreen(<TeamPage />, { path: '/team' });
    const marie = await screen.findByRole('listitem', { name: 'Marie Perrin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Votre équipe' })).toBeInTheDocument();
    expect(within(marie).getByText('(vous)')).toBeInTheDocument();
    expect(within(marie).getByText('Propriétaire')).toBeInTheDocument();
    expect(within(marie).queryByRole('button', { name: /Retirer/ })).not.toBeInTheDocument();

    const member = screen.getByRole('listitem', { name: 'Léa Martin' });
    expect(within(member).getByText('+33 6 12 34 56 78')).toBeInTheDocument();
    expect(within(member).getByText('Invitation envoyée')).toBeInTheDocument();
    expect(within(member).getByRole('radio', { name: 'Responsable' })).toBeChecked();
  });

  it('invites a member with their number and role, then empties the form', async () => {
    signIn('owner');
    const { callsTo } = mockApi({
      [apiPaths.staffList]: ok([owner]),
      [apiPaths.inviteStaff]: ok(lea, 'The invitation code was sent', 'Le code d’invitation a été envoyé par SMS.'),
    });
    const { user } = renderScreen(<TeamPage />, { path: '/team' });
    await screen.findByRole('listitem', { name: 'Marie Perrin' });
    await fillIn(user, screen.getByLabelText('Nom'), 'Léa Martin');
    await fillIn(user, screen.getByLabelText('Numéro de téléphone'), '06 12 34 56 78');
    await user.click(screen.getByRole('radio', { name: /Responsable/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));

    await expectToast('Le code d’invitation a été envoyé par SMS.');
    expect(callsTo(apiPaths.inviteStaff)[0]?.body).toMatchObject({
      name: 'Léa Martin',
      phone: '612345678',
      country_code: '33',
      role: 'manager',
      lang: 'fr',
    });
    await waitFor(() => expect(screen.getByLabelText('Nom')).toHaveValue(''));
  });

  it('changes a member’s role, and removes a member after a confirmation', async () => {
    signIn('owner');
    const { callsTo } = mockApi({
      [apiPaths.staffList]: ok([owner, lea]),
      [apiPaths.changeStaffRole]: ok({ ...lea, role: 'staff' }, 'The role is changed', 'Le rôle est modifié.'),
      [apiPaths.removeStaff]: { body: { status: 200, message: 'Removed', fr_message: 'Le membre est retiré.' } },
    });
    const { user } = renderScreen(<TeamPage />, { path: '/team' });
    const member = await screen.findByRole('listitem', { name: 'Léa Martin' });

    await user.click(within(member).getByRole('radio', { name: 'Équipier' }));
    await expectToast('Le rôle est modifié.');
    expect(callsTo(apiPaths.changeStaffRole)[0]?.body).toEqual({ member_id: '3', role: 'staff' });

    await user.click(within(member).getByRole('button', { name: 'Retirer Léa Martin' }));
    const confirm = await screen.findByRole('dialog', { name: /Retirer ce membre de l’équipe/ });
    await user.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    await expectToast('Le membre est retiré.');
    expect(callsTo(apiPaths.removeStaff)[0]?.body).toEqual({ member_id: '3' });
  });

  it('shows the server’s refusal under the phone in English, what was typed kept', async () => {
    await setLocale('en');
    signIn('owner');
    mockApi({
      [apiPaths.staffList]: ok([owner, lea]),
      [apiPaths.inviteStaff]: failure('ALREADY_IN_TEAM', teamErrors.ALREADY_IN_TEAM.en, teamErrors.ALREADY_IN_TEAM.fr, {
        field: 'phone',
      }),
    });
    const { user } = renderScreen(<TeamPage />, { path: '/team' });
    await screen.findByRole('listitem', { name: 'Léa Martin' });
    await fillIn(user, screen.getByLabelText('Name'), 'Léa Martin');
    await fillIn(user, screen.getByLabelText('Phone number'), '06 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
        new RegExp(teamErrors.ALREADY_IN_TEAM.en),
      ),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Léa Martin');
  });
});
