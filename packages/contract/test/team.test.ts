import { describe, expect, it } from 'vitest';
import {
  can,
  messageFor,
  PERMISSIONS,
  ZAcceptInviteRequestSchema,
  ZChangeStaffRoleRequestSchema,
  ZInviteStaffRequestSchema,
} from '../src/index.js';

describe('the permission table', () => {
  it('gives each role what the design says', () => {
    const table = Object.fromEntries(
      Object.keys(PERMISSIONS).map((permission) => [
        permission,
        (['owner', 'manager', 'staff'] as const).filter((role) => can(role, permission as keyof typeof PERMISSIONS)),
      ]),
    );
    expect(table).toEqual({
      signedIn: ['owner', 'manager', 'staff'],
      service: ['owner', 'manager', 'staff'],
      menu: ['owner', 'manager'],
      charges: ['owner', 'manager'],
      restaurant: ['owner', 'manager'],
      pause: ['owner', 'manager', 'staff'],
      reports: ['owner', 'manager'],
      legal: ['owner'],
      team: ['owner'],
    });
  });

  it('says why a role is refused, in both languages', () => {
    expect(messageFor('FORBIDDEN_FOR_ROLE')).toEqual({
      en: 'Your role in this restaurant does not allow this. Ask the owner.',
      fr: 'Votre rôle dans cet établissement ne le permet pas. Demandez au propriétaire.',
    });
  });
});

describe('team calls', () => {
  it('reads an invitation as the form sends it', () => {
    expect(
      ZInviteStaffRequestSchema.parse({ name: ' Léa ', phone: '06 12 34 56 78', country_code: '33', role: 'staff' }),
    ).toEqual({ name: 'Léa', phone: '612345678', country_code: '+33', role: 'staff' });
  });

  it('never invites an owner, and names the problem under its field', () => {
    const invitation = { name: 'Léa', phone: '612345678', country_code: '33', role: 'staff' };
    const owner = ZInviteStaffRequestSchema.safeParse({ ...invitation, role: 'owner' });
    expect(owner.error?.issues[0]).toMatchObject({ path: ['role'], message: 'ROLE_INVALID' });
    const unnamed = ZInviteStaffRequestSchema.safeParse({ ...invitation, name: ' ' });
    expect(unnamed.error?.issues[0]).toMatchObject({ path: ['name'], message: 'STAFF_NAME_REQUIRED' });
    expect(ZChangeStaffRoleRequestSchema.safeParse({ member_id: '3', role: 'admin' }).success).toBe(false);
  });

  it('asks the invitee for a real password', () => {
    const short = ZAcceptInviteRequestSchema.safeParse({
      phone: '612345678',
      country_code: '33',
      otp: '123456',
      password: 'x',
    });
    expect(short.error?.issues[0]).toMatchObject({ path: ['password'], message: 'PASSWORD_TOO_SHORT' });
  });
});
