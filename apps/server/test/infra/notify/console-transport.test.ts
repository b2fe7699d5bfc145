import { describe, expect, it } from 'vitest';
import { ConsoleTransport, type OutgoingMessage } from '../../../src/infra/notify/index.js';

class RecordingLogger {
  readonly lines: Array<{ obj: object; msg: string }> = [];
  info(obj: object, msg: string): void {
    this.lines.push({ obj, msg });
  }
}

function sms(n: number): OutgoingMessage {
  return { to: `+3361234${String(n).padStart(4, '0')}`, channel: 'sms', text: `message ${n}`, code: String(n) };
}

describe('ConsoleTransport', () => {
  it('logs each message and keeps it in the outbox, newest first', async () => {
    const logger = new RecordingLogger();
    const times = ['2025-03-01T10:00:00.000Z', '2025-03-01T10:05:00.000Z'];
    const transport = new ConsoleTransport(logger, { now: () => new Date(times.shift() ?? '') });

    await transport.send({ to: '+33612345678', channel: 'sms', text: 'Votre code est 482913', code: '482913' });
    await transport.send({ to: 'marie@example.fr', channel: 'email', subject: 'Bienvenue', text: 'Bonjour Marie' });

    expect(transport.outbox()).toEqual([
      {
        to: 'marie@example.fr',
        channel: 'email',
        text: 'Bonjour Marie',
        code: null,
        created_at: '2025-03-01T10:05:00.000Z',
      },
      {
        to: '+33612345678',
        channel: 'sms',
        text: 'Votre code est 482913',
        code: '482913',
        created_at: '2025-03-01T10:00:00.000Z',
      },
    ]);
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines[0]?.msg).toContain('Votre code est 482913');
    expect(logger.lines[0]?.obj).toMatchObject({ to: '+33612345678', channel: 'sms', code: '482913' });
    expect(logger.lines[1]?.obj).toMatchObject({ subject: 'Bienvenue' });
  });

  it('keeps only the 200 most recent messages by default', async () => {
    const transport = new ConsoleTransport(new RecordingLogger());

    for (let n = 1; n <= 205; n++) await transport.send(sms(n));

    const outbox = transport.outbox();
    expect(outbox).toHaveLength(200);
    expect(outbox[0]?.code).toBe('205');
    expect(outbox.at(-1)?.code).toBe('6');
  });

  it('honours a smaller capacity', async () => {
    const transport = new ConsoleTransport(new RecordingLogger(), { capacity: 2 });

    for (let n = 1; n <= 3; n++) await transport.send(sms(n));

    expect(transport.outbox().map((m) => m.code)).toEqual(['3', '2']);
  });

  it('hands out a copy of the outbox', async () => {
    const transport = new ConsoleTransport(new RecordingLogger());
    await transport.send(sms(1));

    const outbox = transport.outbox();
    outbox[0]!.text = 'changed';
    outbox.length = 0;

    expect(transport.outbox()[0]?.text).toBe('message 1');
  });
});
