import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { assertChannel, DeliveryError, type MessageTransport, type OutgoingMessage } from './transport.js';

export interface SmtpTransportOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  /** "Espace partenaires <partenaires@example.fr>" */
  from: string;
  /** Used when a message comes without a subject. */
  defaultSubject: string;
  /** Connection, greeting and socket inactivity limit; nodemailer's defaults run to minutes. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** Sends e-mails as plain text, with their attachments, through any SMTP server. */
export class SmtpTransport implements MessageTransport {
  private readonly transporter: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(private readonly options: SmtpTransportOptions) {
    const protocol = parseProtocol(options.url);
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      throw new Error(`SMTP_URL must start with smtp:// or smtps://, got '${protocol}'`);
    }
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.transporter = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(message: OutgoingMessage): Promise<void> {
    assertChannel(message, 'email', 'SmtpTransport');
    try {
      await this.transporter.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject ?? this.options.defaultSubject,
        text: message.text,
        ...(message.headers ? { headers: { ...message.headers } } : {}),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.content,
              })),
            }
          : {}),
      });
    } catch (error) {
      throw new DeliveryError(`SMTP delivery failed: ${describe(error)}`, smtpReplyCode(error), { cause: error });
    }
  }
}

/** Only the scheme: the URL carries the password and must not end up in an error message. */
function parseProtocol(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    throw new Error('SMTP_URL is not a valid URL');
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function smtpReplyCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return null;
  return typeof error.responseCode === 'number' ? error.responseCode : null;
}
