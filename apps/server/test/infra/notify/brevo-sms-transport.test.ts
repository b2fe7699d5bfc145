import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrevoSmsTransport, DeliveryError, type BrevoSmsTransportOptions } from '../../../src/infra/notify/index.js';
import { startFakeBrevo, type FakeBrevo } from './fake-brevo.js';

const API_KEY = 'xkeysib-0123456789abcdef-TESTKEY';

let brevo: FakeBrevo;
beforeEach(async () => {
  brevo = await startFakeBrevo();
});
afterEach(async () => {
  await brevo.close();
});

function transport(options: Partial<BrevoSmsTransportOptions> = {}): BrevoSmsTransport {
  return new BrevoSmsTransport({
    apiKey: API_KEY,
    baseUrl: brevo.baseUrl,
    sender: 'Partenaires',
    timeoutMs: 2000,
    ...options,
  });
}

const sms = {
  to: '+33612345678',
  channel: 'sms',
  text: 'Espace partenaires : votre code est 482913.',
  code: '482913',
} as const;

describe('BrevoSmsTransport', () => {
  it('posts the SMS to the transactional endpoint with the api key', async () => {
    await transport().send(sms);

    expect(brevo.requests).toHaveLength(1);
    const [request] = brevo.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v3/transactionalSMS/sms');
    expect(request?.headers['api-key']).toBe(API_KEY);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      sender: 'Partenaires',
      recipient: '33612345678',
      content: 'Espace partenaires : votre code est 482913.',
      type: 'transactional',
    });
  });

  it('tolerates a trailing slash in the base URL and spaces in the number', async () => {
    await transport({ baseUrl: `${brevo.baseUrl}/` }).send({ ...sms, to: '+33 6 12 34 56 78' });

    expect(brevo.requests[0]?.path).toBe('/v3/transactionalSMS/sms');
    expect(JSON.parse(brevo.requests[0]?.body ?? '')).toMatchObject({ recipient: '33612345678' });
  });

  it('turns an error status into a DeliveryError that carries it but not the api key', async () => {
    brevo.respond = (response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'unauthorized', message: `Key not found: ${API_KEY}` }));
    };

    const error = await transport()
      .send(sms)
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ status: 401 });
    expect((error as DeliveryError).message).toContain('HTTP 401');
    expect((error as DeliveryError).message).toContain('unauthorized');
    expect((error as DeliveryError).message).not.toContain(API_KEY);
  });

  it('copes with an error body that is not JSON', async () => {
    brevo.respond = (response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html><body>Bad gateway</body></html>');
    };

    await expect(transport().send(sms)).rejects.toMatchObject({ name: 'DeliveryError', status: 502 });
  });

  it('gives up after the timeout', async () => {
    brevo.respond = () => undefined; // never answers

    const failure = transport({ timeoutMs: 100 }).send(sms);

    await expect(failure).rejects.toBeInstanceOf(DeliveryError);
    await expect(failure).rejects.toMatchObject({ status: null, message: expect.stringContaining('100 ms') });
  });

  it('refuses e-mails and malformed numbers without calling Brevo', async () => {
    await expect(transport().send({ ...sms, channel: 'email', to: 'a@example.fr' })).rejects.toThrow(
      /only delivers 'sms'/,
    );
    await expect(transport().send({ ...sms, to: 'not a number' })).rejects.toThrow(/international number/);
    expect(brevo.requests).toHaveLength(0);
  });

  it('rejects a sender phones would not display', () => {
    expect(() => transport({ sender: 'PortailPartenaires' })).toThrow(/1 to 11 letters or digits/);
    expect(() => transport({ sender: 'Portail-P' })).toThrow(/1 to 11 letters or digits/);
    expect(() => transport({ apiKey: '' })).toThrow(/api key/);
  });
});
