import type { SmsPermit } from './sms-budget.js';

export type Channel = 'sms' | 'email';

/** A file joined to an e-mail (a booking's calendar event). */
export interface MessageAttachment {
  filename: string;
  /** 'text/calendar; charset=utf-8; method=PUBLISH' */
  contentType: string;
  content: string;
}

export interface OutgoingMessage {
  /** E-mail address, or phone number in international form ("+33612345678"). */
  to: string;
  channel: Channel;
  /** E-mail only; SMS have no subject. */
  subject?: string;
  text: string;
  /** The one-time code the text carries, if any: the console transport shows it to developers. */
  code?: string | null;
  /** E-mail only. */
  attachments?: readonly MessageAttachment[];
  /** E-mail only: headers of its own (a campaign's List-Unsubscribe). */
  headers?: Readonly<Record<string, string>>;
  /** Whose share of the SMS budget a text message uses ('customer:12', 'partner:3'); none: only the number's. */
  account?: string | undefined;
  /** A text message already counted by its sender's budget decision (`SmsBudget.reserve`). */
  smsPermit?: SmsPermit | undefined;
}

export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The provider refused or could not be reached. `status` is the provider's answer (HTTP status,
 * SMTP reply code), null when there was none (timeout, network error).
 */
export class DeliveryError extends Error {
  override readonly name = 'DeliveryError';

  constructor(
    message: string,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A message handed to a transport that cannot carry its channel: a wiring bug, not a delivery failure. */
export function assertChannel(message: OutgoingMessage, expected: Channel, transportName: string): void {
  if (message.channel !== expected) {
    throw new Error(`${transportName} only delivers '${expected}' messages, got '${message.channel}'`);
  }
}
