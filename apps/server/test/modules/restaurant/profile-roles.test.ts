import { describe, expect, it } from 'vitest';
import { appOfFile, approvedPartner } from '../../helper.js';
import { teamMember } from '../team/team-helper.js';
import { profileForm, readProfile, saveProfile } from './profile-helper.js';

const t = appOfFile();

describe('the profile saved by a manager', () => {
  it('saves the rest of the profile, and refuses a new owner’s name with 403 FORBIDDEN_FOR_ROLE', async () => {
    const owner = await approvedPartner(t);
    expect((await saveProfile(t, owner.token, profileForm(owner))).json()).toMatchObject({ status: 200 });
    const manager = await teamMember(t, owner.token, 'manager');

    const saved = await saveProfile(t, manager.token, profileForm(owner, { fr_description: 'Un bouchon rénové.' }));
    expect(saved.json()).toMatchObject({ status: 200, data: { fr_description: 'Un bouchon rénové.' } });

    const renamed = await saveProfile(
      t,
      manager.token,
      profileForm(owner, { owner_details: 'Marc Durand', fr_description: 'Autre chose.' }),
    );
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json()).toMatchObject({ status: 201, code: 'FORBIDDEN_FOR_ROLE' });
    expect(await readProfile(t, owner.token)).toMatchObject({
      owner_details: 'Marie Perrin',
      fr_description: 'Un bouchon rénové.',
    });

    const byOwner = await saveProfile(t, owner.token, profileForm(owner, { owner_details: 'Marie et Julien Perrin' }));
    expect(byOwner.json()).toMatchObject({ status: 200, data: { owner_details: 'Marie et Julien Perrin' } });
  });
});
