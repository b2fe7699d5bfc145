import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { passwordHasher } from '../../../src/modules/auth/passwords.js';
import { appOfFile, approvedPartner, partnerRow, post } from '../../helper.js';

/*
 * Passwords are kept as argon2id at the OWASP minimum. The other tests run at the low cost the
 * configuration allows outside production; this file checks the cost real accounts get.
 */

const OWASP_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

describe('password hashing', () => {
  it('hashes at the OWASP minimum by default, and a hash of either cost verifies with either hasher', async () => {
    const standard = passwordHasher('standard');
    const low = passwordHasher('low');
    const strong = await standard.hash('Terrasse-2026');
    const cheap = await low.hash('Terrasse-2026');
    expect(strong.startsWith(OWASP_PREFIX)).toBe(true);
    expect(cheap.startsWith('$argon2id$v=19$m=1024,t=1,p=1$')).toBe(true);
    // A database moved from a test run to a real server still signs its accounts in.
    expect(await low.verify(strong, 'Terrasse-2026')).toBe(true);
    expect(await standard.verify(cheap, 'Terrasse-2026')).toBe(true);
    expect(await standard.verify(strong, 'terrasse-2026')).toBe(false);
    // An unknown account is refused after the same work as a known one.
    expect(await standard.verify(undefined, 'Terrasse-2026')).toBe(false);
    expect(await standard.verify('not a hash', 'Terrasse-2026')).toBe(false);
  });

  describe('a server at the standard cost', () => {
    const t = appOfFile({ PASSWORD_HASH_COST: 'standard' });
    it('stores a new partner’s password at the OWASP minimum and signs them in with it', async () => {
      const partner = await approvedPartner(t, { password: 'Bouchon-Lyon-69' });
      expect((await partnerRow(t, partner.id))?.password_hash.startsWith(OWASP_PREFIX)).toBe(true);
      const wrong = (
        await post(t.app, apiPaths.login, {
          phone: partner.form.phone,
          country_code: '33',
          password: 'Bouchon-Lyon-70',
        })
      ).json();
      expect(wrong.status).not.toBe(200);
      expect(wrong).not.toHaveProperty('token');
    });
  });
});
