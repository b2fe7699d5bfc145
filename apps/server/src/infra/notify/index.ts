import { BrevoSmsTransport } from './brevo-sms-transport.js';
import { ConsoleTransport, type InfoLogger } from './console-transport.js';
import { RoutingTransport } from './routing-transport.js';
import { SmtpTransport } from './smtp-transport.js';
import type { MessageTransport } from './transport.js';

export { BudgetedTransport } from './budgeted-transport.js';
export { SmsBudget, smsAccount, SmsPermit, type SmsRefusal } from './sms-budget.js';
export { BrevoSmsTransport, type BrevoSmsTransportOptions } from './brevo-sms-transport.js';
export { ConsoleTransport, type InfoLogger } from './console-transport.js';
export {
  accountApprovedMessage,
  accountRejectedMessage,
  accountSuspendedMessage,
  type MessageContent,
  guestCodeMessage,
  passwordResetCodeMessage,
  teamInvitationMessage,
  verificationCodeMessage,
} from './messages.js';
export { RoutingTransport } from './routing-transport.js';
export { SmtpTransport } from './smtp-transport.js';
export { DeliveryError, type MessageTransport, type OutgoingMessage } from './transport.js';

export interface TransportConfig {
  transport: 'console' | 'live';
  smtpUrl?: string;
  mailFrom: string;
  brevoApiKey?: string;
  brevoBaseUrl: string;
  smsSender: string;
}

export interface CreatedTransport {
  transport: MessageTransport;
  /** Set in console mode, for the development outbox endpoint. */
  outbox: ConsoleTransport | null;
}

const DEFAULT_SUBJECT = 'Espace partenaires';
const BREVO_TIMEOUT_MS = 10_000;

/** 'console' keeps messages on this machine; 'live' sends SMS through Brevo and e-mail by SMTP. */
export function createTransport(config: TransportConfig, logger: InfoLogger): CreatedTransport {
  if (config.transport === 'console') {
    const consoleTransport = new ConsoleTransport(logger);
    return { transport: consoleTransport, outbox: consoleTransport };
  }

  const { smtpUrl, brevoApiKey } = config;
  if (!smtpUrl || !brevoApiKey) {
    const missing = [smtpUrl ? '' : 'SMTP_URL', brevoApiKey ? '' : 'BREVO_API_KEY'].filter((name) => name !== '');
    throw new Error(`The live message transport needs ${missing.join(' and ')} to be set`);
  }

  const transport = new RoutingTransport({
    sms: new BrevoSmsTransport({
      apiKey: brevoApiKey,
      baseUrl: config.brevoBaseUrl,
      sender: config.smsSender,
      timeoutMs: BREVO_TIMEOUT_MS,
    }),
    email: new SmtpTransport({ url: smtpUrl, from: config.mailFrom, defaultSubject: DEFAULT_SUBJECT }),
  });
  return { transport, outbox: null };
}
