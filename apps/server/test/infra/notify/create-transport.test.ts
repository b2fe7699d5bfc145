import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ConsoleTransport,
  createTransport,
  passwordResetCodeMessage,
  type TransportConfig,
} from '../../../src/infra/notify/index.js';
import { startFakeBrevo, type FakeBrevo } from './fake-brevo.js';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp.js';

const silentLogger = { info: () => undefined };

const base: TransportConfig = {
  transport: 'live',
  mailFrom: 'Espace partenaires <partenaires@example.fr>',
  brevoBaseUrl: 'https://api.brevo.com',
  smsSender: 'Partenaires',
};

describe('createTransport', () => {
  it("'console' returns one ConsoleTransport as both the transport and the outbox", async () => {
    const { transport, outbox } = createTransport({ ...base, transport: 'console' }, silentLogger);

    expect(outbox).toBeInstanceOf(ConsoleTransport);
    expect(transport).toBe(outbox);
    await transport.send({ to: '+33612345678', channel: 'sms', text: 'code 482913', code: '482913' });
    expect(outbox?.outbox().map((m) => m.code)).toEqual(['482913']);
  });

  it("'live' names the missing settings", () => {
    expect(() => createTransport({ ...base, brevoApiKey: 'key' }, silentLogger)).toThrow(/needs SMTP_URL to be set/);
    expect(() => createTransport({ ...base, smtpUrl: 'smtp://localhost:25' }, silentLogger)).toThrow(
      /needs BREVO_API_KEY to be set/,
    );
    expect(() => createTransport(base, silentLogger)).toThrow(/needs SMTP_URL and BREVO_API_KEY/);
  });

  describe("'live'", () => {
    let smtp: FakeSmtp;
    let brevo: FakeBrevo;
    beforeEach(async () => {
      [smtp, brevo] = await Promise.all([startFakeSmtp(), startFakeBrevo()]);
    });
    afterEach(async () => {
      await Promise.all([smtp.close(), brevo.close()]);
    });

    it('sends SMS through Brevo and e-mail over SMTP', async () => {
      const { transport, outbox } = createTransport(
        { ...base, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, brevoApiKey: 'xkeysib-test', brevoBaseUrl: brevo.baseUrl },
        silentLogger,
      );
      const { subject, text } = passwordResetCodeMessage('730514', 'en', 10);

      await transport.send({ to: '+33612345678', channel: 'sms', text, code: '730514' });
      await transport.send({ to: 'marie@example.fr', channel: 'email', subject, text, code: '730514' });

      expect(outbox).toBeNull();
      expect(brevo.requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([
        { sender: 'Partenaires', recipient: '33612345678', content: text, type: 'transactional' },
      ]);
      expect(smtp.mails.map((m) => [m.envelopeTo, m.subject])).toEqual([[['marie@example.fr'], subject]]);
      expect(smtp.mails[0]?.text).toContain('730514');
    });
  });
});
