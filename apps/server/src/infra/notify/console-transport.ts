import type { TOutboxMessage } from '@portal/contract';
import type { MessageTransport, OutgoingMessage } from './transport.js';

/** The subset of a pino/Fastify logger we need. */
export interface InfoLogger {
  info(obj: object, msg: string): void;
}

export interface ConsoleTransportOptions {
  /** Older messages are dropped beyond this count. */
  capacity?: number;
  now?: () => Date;
}

const DEFAULT_CAPACITY = 200;

/**
 * Delivers nothing: logs each message and keeps the latest ones for the development outbox
 * endpoint, so codes can be read without an SMS or mail provider.
 */
export class ConsoleTransport implements MessageTransport {
  /** Newest first. */
  private readonly messages: TOutboxMessage[] = [];
  private readonly capacity: number;
  private readonly now: () => Date;

  constructor(
    private readonly logger: InfoLogger,
    options: ConsoleTransportOptions = {},
  ) {
    this.capacity = options.capacity ?? DEFAULT_CAPACITY;
    this.now = options.now ?? (() => new Date());
  }

  async send(message: OutgoingMessage): Promise<void> {
    const entry: TOutboxMessage = {
      to: message.to,
      channel: message.channel,
      text: message.text,
      code: message.code ?? null,
      created_at: this.now().toISOString(),
    };
    this.messages.unshift(entry);
    if (this.messages.length > this.capacity) this.messages.length = this.capacity;

    this.logger.info(
      {
        to: entry.to,
        channel: entry.channel,
        subject: message.subject,
        code: entry.code,
        ...(message.attachments?.length ? { attachments: message.attachments.map((file) => file.filename) } : {}),
      },
      `[console transport] ${message.text}`,
    );
  }

  /** Newest first, as served by the development outbox endpoint. */
  outbox(): TOutboxMessage[] {
    return this.messages.map((entry) => ({ ...entry }));
  }
}
