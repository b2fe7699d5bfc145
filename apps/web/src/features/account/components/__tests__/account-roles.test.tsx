import { apiPaths } from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { field } from '@/testing/form-fields';
import { expectToast } from '@/testing/menu-fixtures';
import { makeProfile } from '@/testing/profile-fixtures';
import { accountApi, filled, openPage, retype, saved, sentFields } from './account-fixtures';

/* A manager edits the profile, but the owner's name and the legal identity stay the owner's. */
afterEach(() => {
  localStorage.removeItem('role');
});

describe('AccountPage for a manager', () => {
  it('shows the owner’s name and the legal identity without letting them be changed, and saves the rest', async () => {
    localStorage.setItem('role', 'manager');
    const api = accountApi({ [apiPaths.editMyDetails]: saved(makeProfile({ ...filled })) });
    const { user } = await openPage();

    const owners = screen.getByLabelText('Les propriétaires');
    expect(owners).toHaveValue('Marie Perrin');
    expect(owners).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Raison sociale')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Numéro SIRET')).toHaveAttribute('readonly');
    expect(screen.getAllByText('Seul le propriétaire du compte peut modifier ce champ.')).toHaveLength(2);
    await user.type(owners, ' et Marc');
    expect(owners).toHaveValue('Marie Perrin');

    await retype(user, field('Présentation en français'), 'Un bistrot rénové');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectToast('Votre profil est enregistré.');
    expect(sentFields(api.callsTo(apiPaths.editMyDetails))[0]).toMatchObject({
      owner_details: 'Marie Perrin',
      fr_description: 'Un bistrot rénové',
    });
  });

  it('lets the owner change the owner’s name', async () => {
    accountApi();
    await openPage();
    expect(screen.getByLabelText('Les propriétaires')).not.toHaveAttribute('readonly');
    expect(screen.queryByText('Seul le propriétaire du compte peut modifier ce champ.')).not.toBeInTheDocument();
  });
});
