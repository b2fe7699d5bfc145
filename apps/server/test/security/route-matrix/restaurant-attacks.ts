import { expect } from 'vitest';
import { apiPaths } from '@portal/contract';
import { encodePublicId } from '../../../src/modules/restaurant/index.js';
import { query } from '../../modules/menu/menu-helper.js';
import { scanQrCode } from '../../modules/restaurant/qr-helper.js';
import { profileForm } from '../../modules/restaurant/profile-helper.js';
import { newMemberPhone } from '../../modules/team/team-helper.js';
import { type AttackRow, getWith, json, postWith } from './attack-rows.js';

/** The restaurant's account, profile, QR codes and team, attacked with B's ids. */
export const restaurantAttacks: AttackRow[] = [
  postWith(apiPaths.logout, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  postWith(apiPaths.changeStatus, 'own-only', (b) => ({ status: '0', restaurants_id: b.restaurant, id: b.restaurant })),
  postWith(apiPaths.changeStatus, 'own-only', (b) => ({
    status: '1',
    pause_minutes: '30',
    restaurants_id: b.restaurant,
  })),
  getWith(apiPaths.restaurantDetails, 'own-only', (b) => ({
    lang: 'fr',
    restaurants_id: b.restaurant,
    id: b.restaurant,
  })),
  // A deletes B's photo: answered like a photo that does not exist.
  postWith(apiPaths.editMyDetails, 'not-found', (b, a) => profileForm(a, { deleteimage: String(b.gallery) })),
  // B's ids in the form change A's own profile, never B's.
  postWith(apiPaths.editMyDetails, 'own-only', (b, a) =>
    profileForm(a, { id: b.restaurant, restaurants_id: b.restaurant, name: 'Volé' }),
  ),
  // The answer is an image: what a phone reads from it is A's code, whatever of B's A sends.
  ...(['id', 'page'] as const).map((kind): AttackRow => [
    `GET ${apiPaths.qrCode}`,
    {
      request: (b) =>
        json(
          'GET',
          query(apiPaths.qrCode, {
            kind,
            format: 'png',
            restaurants_id: b.restaurant,
            id: b.restaurant,
            public_id: encodePublicId(b.restaurant),
          }),
        ),
      expect: 'own-only',
      inspect: async (res, a, b) => {
        const text = await scanQrCode(res.rawPayload, 'png');
        expect(text, kind).toBe(kind === 'id' ? encodePublicId(a.id) : `http://localhost:80/r/${encodePublicId(a.id)}`);
        expect(`${text} ${res.headers['content-disposition']}`, kind).not.toContain(encodePublicId(b.restaurant));
      },
    },
  ]),
  getWith(apiPaths.staffList, 'own-only', (b) => ({ restaurants_id: b.restaurant, member_id: b.member })),
  // An invitation with B's ids joins A's own team.
  postWith(apiPaths.inviteStaff, 'own-only', (b) => ({
    name: 'Invité de A',
    phone: newMemberPhone(),
    country_code: '33',
    role: 'staff',
    restaurants_id: b.restaurant,
    member_id: b.member,
  })),
  postWith(apiPaths.changeStaffRole, 'not-found', (b) => ({ member_id: b.member, role: 'manager' })),
  postWith(apiPaths.removeStaff, 'not-found', (b) => ({ member_id: b.member })),
  getWith(apiPaths.referenceLists, 'own-only', (b) => ({ lang: 'fr', restaurants_id: b.restaurant })),
];
