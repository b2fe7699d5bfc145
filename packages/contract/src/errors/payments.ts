import type { MessagePair } from '../message-pair.js';
import paymentsErrorTexts from '../messages/errors/payments.json' with { type: 'json' };
import paymentsFieldTexts from '../messages/errors/payments-fields.json' with { type: 'json' };

/**
 * The booking's card guarantee, its charges and refunds. The provider's webhook answers
 * PAYMENT_WEBHOOK_SIGNATURE_INVALID (HTTP 400: the signature over the body does not hold, or is too
 * old), PAYMENT_WEBHOOK_EVENT_INVALID (HTTP 400: signed, but without the object, ids or time every
 * event carries) and PAYMENT_WEBHOOK_RETRY (HTTP 503: the event could not be applied now; the
 * provider sends it again).
 */
export const paymentErrors = paymentsErrorTexts satisfies Record<string, MessagePair>;

/** The payment forms' fields as people read them. */
export const paymentFieldLabels = paymentsFieldTexts satisfies Record<string, MessagePair>;
