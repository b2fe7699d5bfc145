import { describe, expect, it } from 'vitest';
import { RoutingTransport, type MessageTransport, type OutgoingMessage } from '../../../src/infra/notify/index.js';

class RecordingTransport implements MessageTransport {
  readonly sent: OutgoingMessage[] = [];
  async send(message: OutgoingMessage): Promise<void> {
    this.sent.push(message);
  }
}

describe('RoutingTransport', () => {
  it('sends each message through the transport of its channel', async () => {
    const sms = new RecordingTransport();
    const email = new RecordingTransport();
    const router = new RoutingTransport({ sms, email });
    const text: OutgoingMessage = { to: '+33612345678', channel: 'sms', text: 'code 482913' };
    const mail: OutgoingMessage = { to: 'marie@example.fr', channel: 'email', subject: 'Code', text: 'code 482913' };

    await router.send(text);
    await router.send(mail);

    expect(sms.sent).toEqual([text]);
    expect(email.sent).toEqual([mail]);
  });

  it('passes delivery failures on', async () => {
    const failing: MessageTransport = { send: () => Promise.reject(new Error('provider down')) };
    const router = new RoutingTransport({ sms: failing, email: new RecordingTransport() });

    await expect(router.send({ to: '+33612345678', channel: 'sms', text: 'x' })).rejects.toThrow('provider down');
  });
});
