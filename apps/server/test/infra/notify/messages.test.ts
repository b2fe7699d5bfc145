import { describe, expect, it } from 'vitest';
import {
  accountApprovedMessage,
  accountRejectedMessage,
  accountSuspendedMessage,
  guestCodeMessage,
  passwordResetCodeMessage,
  verificationCodeMessage,
} from '../../../src/infra/notify/index.js';

/** GSM 03.38 basic alphabet: a text made only of these fits 160 characters per SMS. */
const GSM_7 = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

const codeMessages = [
  ['verificationCodeMessage', verificationCodeMessage],
  ['passwordResetCodeMessage', passwordResetCodeMessage],
] as const;

describe.each(codeMessages)('%s', (_name, build) => {
  it('gives the code, its validity and the warning in French', () => {
    const { subject, text } = build('482913', 'fr', 10);
    expect(subject).toMatch(/^Espace partenaires : /);
    expect(text).toContain('482913');
    expect(text).toContain('valable 10 minutes');
    expect(text).toContain('Ne le communiquez jamais');
  });

  it('gives the code, its validity and the warning in English', () => {
    const { subject, text } = build('482913', 'en', 15);
    expect(subject).toMatch(/^Partner portal: /);
    expect(text).toContain('482913');
    expect(text).toContain('valid for 15 minutes');
    expect(text).toContain('Never share it');
  });

  it('says "1 minute", not "1 minutes"', () => {
    expect(build('482913', 'fr', 1).text).toContain('valable 1 minute.');
    expect(build('482913', 'en', 1).text).toContain('valid for 1 minute.');
  });

  it.each(['fr', 'en'] as const)('fits a single SMS in %s', (lang) => {
    const { text } = build('48291375', lang, 10);
    expect(text.length).toBeLessThanOrEqual(160);
    expect([...text].filter((char) => !GSM_7.has(char))).toEqual([]);
  });
});

describe('guestCodeMessage', () => {
  it('speaks in the restaurant’s name, not the platform’s', () => {
    const fr = guestCodeMessage('482913', 'fr', 10, ' Le Bouchon des Canuts ');
    expect(fr.text).toBe(
      'Le Bouchon des Canuts : votre code est 482913. Il est valable 10 minutes. Ne le communiquez jamais à personne.',
    );
    expect(fr.subject).toBe('Le Bouchon des Canuts : votre code');
    const en = guestCodeMessage('482913', 'en', 10, 'Le Bouchon des Canuts');
    expect(en.text).toBe(
      'Le Bouchon des Canuts: your code is 482913. It is valid for 10 minutes. Never share it with anyone.',
    );
    expect(`${fr.text}${en.text}`).not.toMatch(/Espace partenaires|Partner portal/);
  });

  it.each(['fr', 'en'] as const)('fits a single SMS in %s with a long name', (lang) => {
    const { text } = guestCodeMessage('482913', lang, 10, 'Brasserie de la Grande Place Bellecour');
    expect(text.length).toBeLessThanOrEqual(160);
    expect([...text].filter((char) => !GSM_7.has(char))).toEqual([]);
  });
});

describe('account messages', () => {
  it('greet by name and say the account is approved', () => {
    const fr = accountApprovedMessage('Marie Dupont', 'fr');
    const en = accountApprovedMessage('Marie Dupont', 'en');
    expect(fr.text).toMatch(/^Bonjour Marie Dupont,\n/);
    expect(fr.text).toContain('a été validé');
    expect(fr.subject).toBe('Espace partenaires : votre compte est validé');
    expect(en.text).toMatch(/^Hello Marie Dupont,\n/);
    expect(en.text).toContain('has been approved');
    expect(en.subject).toBe('Partner portal: your account has been approved');
  });

  it('say the request is declined, and why', () => {
    const fr = accountRejectedMessage('Marie', 'fr', 'SIRET introuvable');
    expect(fr.text).toContain('ne pouvons malheureusement pas y donner suite');
    expect(fr.text).toContain('Motif : SIRET introuvable');
    const en = accountRejectedMessage('Marie', 'en', 'Unknown SIRET');
    expect(en.text).toContain('cannot approve it');
    expect(en.text).toContain('Reason: Unknown SIRET');
    expect(en.subject).toMatch(/^Partner portal: /);
  });

  it('say the account is suspended, and why', () => {
    const fr = accountSuspendedMessage('Marie', 'fr', 'Commandes non honorées');
    expect(fr.subject).toBe('Espace partenaires : votre compte est suspendu');
    expect(fr.text).toContain('Motif : Commandes non honorées');
    expect(accountSuspendedMessage('Marie', 'en', 'Orders not honoured').text).toContain('Reason: Orders not honoured');
  });

  it('fall back to a plain greeting without a name', () => {
    expect(accountApprovedMessage('  ', 'fr').text).toMatch(/^Bonjour,\n/);
    expect(accountRejectedMessage('', 'en', 'x').text).toMatch(/^Hello,\n/);
  });
});
