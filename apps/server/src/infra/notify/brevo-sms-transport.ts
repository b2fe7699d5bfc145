import { assertChannel, DeliveryError, type MessageTransport, type OutgoingMessage } from './transport.js';

export interface BrevoSmsTransportOptions {
  apiKey: string;
  /** https://api.brevo.com */
  baseUrl: string;
  /** Shown as the sender on the phone: 1 to 11 letters or digits (operator rule). */
  sender: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

const SENDER = /^[A-Za-z0-9]{1,11}$/;
/** E.164: "+" then at most 15 digits; Brevo wants the digits alone. */
const INTERNATIONAL_NUMBER = /^\+?(\d{8,15})$/;
/** Enough of the provider's explanation to act on, not a whole HTML error page. */
const MAX_DETAIL_LENGTH = 200;

/** Sends SMS through Brevo's transactional SMS API (https://developers.brevo.com/reference/sendtransacsms). */
export class BrevoSmsTransport implements MessageTransport {
  private readonly endpoint: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: BrevoSmsTransportOptions) {
    if (options.apiKey.trim() === '') throw new Error('Brevo api key is empty');
    if (!SENDER.test(options.sender)) {
      throw new Error(`SMS sender must be 1 to 11 letters or digits, got '${options.sender}'`);
    }
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/v3/transactionalSMS/sms`;
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  async send(message: OutgoingMessage): Promise<void> {
    assertChannel(message, 'sms', 'BrevoSmsTransport');
    const digits = INTERNATIONAL_NUMBER.exec(message.to.replace(/[\s.-]/g, ''))?.[1];
    if (digits === undefined) {
      throw new Error('SMS recipient must be an international number such as +33612345678');
    }

    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    let response: Response;
    try {
      response = await this.fetchImpl(this.endpoint, {
        method: 'POST',
        headers: {
          'api-key': this.options.apiKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          sender: this.options.sender,
          recipient: digits,
          content: message.text,
          type: 'transactional',
        }),
        signal: timeout,
      });
    } catch (error) {
      const reason = timeout.aborted ? `no answer within ${this.options.timeoutMs} ms` : 'unreachable';
      throw new DeliveryError(`Brevo SMS API ${reason}`, null, { cause: error });
    }

    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const detail = await this.readErrorDetail(response);
    const summary = `Brevo SMS API answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`;
    throw new DeliveryError(summary, response.status);
  }

  /** Brevo explains failures as { code, message }; whatever comes back, the api key is masked. */
  private async readErrorDetail(response: Response): Promise<string> {
    let body: string;
    try {
      body = await response.text();
    } catch {
      return '';
    }
    const detail = (brevoErrorText(body) ?? body).replaceAll(this.options.apiKey, '[redacted]');
    return detail.replace(/\s+/g, ' ').trim().slice(0, MAX_DETAIL_LENGTH);
  }
}

/** "unauthorized: Key not found" from Brevo's { code, message }; null when the body is not that. */
function brevoErrorText(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const code = 'code' in parsed && typeof parsed.code === 'string' ? parsed.code : null;
  const message = 'message' in parsed && typeof parsed.message === 'string' ? parsed.message : null;
  if (code && message) return `${code}: ${message}`;
  return code ?? message;
}
