import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeliveryError, SmtpTransport, verificationCodeMessage } from '../../../src/infra/notify/index.js';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp.js';

let smtp: FakeSmtp;
beforeEach(async () => {
  smtp = await startFakeSmtp();
});
afterEach(async () => {
  await smtp.close();
});

function transport(url = `smtp://127.0.0.1:${smtp.port}`): SmtpTransport {
  return new SmtpTransport({
    url,
    from: 'Espace partenaires <partenaires@example.fr>',
    defaultSubject: 'Espace partenaires',
    timeoutMs: 5000,
  });
}

describe('SmtpTransport', () => {
  it('delivers a plain-text mail with the subject and the code', async () => {
    const { subject, text } = verificationCodeMessage('482913', 'fr', 10);

    await transport().send({ to: 'marie.dupont@example.fr', channel: 'email', subject, text, code: '482913' });

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.envelopeFrom).toBe('partenaires@example.fr');
    expect(mail?.envelopeTo).toEqual(['marie.dupont@example.fr']);
    expect(mail?.subject).toBe('Espace partenaires : votre code de vérification');
    expect(mail?.text).toBe(text);
    expect(mail?.text).toContain('482913');
    expect(mail?.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
  });

  it('joins attachments: a calendar event arrives as its own part, with its name and type', async () => {
    const event = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Dîner\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

    await transport().send({
      to: 'marie.dupont@example.fr',
      channel: 'email',
      subject: 'Votre réservation',
      text: 'À bientôt',
      attachments: [{ filename: 'reservation.ics', contentType: 'text/calendar; charset=utf-8', content: event }],
    });

    const raw = smtp.mails[0]!.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^Content-Type: multipart\/mixed;/im);
    expect(raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; name=reservation\.ics$/im);
    expect(raw).toMatch(/^Content-Disposition: attachment; filename=reservation\.ics$/im);
    const part = raw.slice(raw.indexOf('filename=reservation.ics'));
    const encoded = part.slice(part.indexOf('\r\n\r\n') + 4, part.indexOf('\r\n--'));
    expect(Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8')).toBe(event);
  });

  it('uses the default subject when the message has none', async () => {
    await transport().send({ to: 'marie.dupont@example.fr', channel: 'email', text: 'Bonjour' });

    expect(smtp.mails[0]?.subject).toBe('Espace partenaires');
  });

  it('logs in with the credentials of the URL', async () => {
    await transport(`smtp://mailer:s3cret@127.0.0.1:${smtp.port}`).send({
      to: 'marie.dupont@example.fr',
      channel: 'email',
      text: 'Bonjour',
    });

    expect(smtp.mails[0]?.user).toBe('mailer');
  });

  it('reports a refused recipient as a DeliveryError with the SMTP reply code', async () => {
    smtp.unknownRecipients.add('nobody@example.fr');

    const failure = transport().send({ to: 'nobody@example.fr', channel: 'email', text: 'Bonjour' });

    await expect(failure).rejects.toBeInstanceOf(DeliveryError);
    await expect(failure).rejects.toMatchObject({ status: 550 });
    expect(smtp.mails).toHaveLength(0);
  });

  it('refuses SMS', async () => {
    await expect(transport().send({ to: '+33612345678', channel: 'sms', text: 'Bonjour' })).rejects.toThrow(
      /only delivers 'email'/,
    );
  });

  it('accepts only smtp:// and smtps:// URLs, without echoing them', () => {
    expect(() => transport('http://user:hunter2@mail.example.fr')).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => transport('not a url hunter2')).toThrow(/^SMTP_URL is not a valid URL$/);
    expect(() => transport('smtps://user:pass@mail.example.fr:465')).not.toThrow();
  });
});
