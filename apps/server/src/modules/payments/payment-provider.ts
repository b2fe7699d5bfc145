/*
 * What the portal asks of a card payment provider. Two implementations: `stripe`
 * (the official client) and `simulated` (the same states, outside production). The card number
 * never passes through the portal: the provider's own fields take it, and only ids, the brand,
 * the last 4 digits and the expiry come back.
 */

/** The card brands the portal accepts (spec): another brand is detached and the guest asked for another card. */
export const ACCEPTED_CARD_BRANDS = ['visa', 'mastercard'] as const;

export interface SavedCard {
  paymentMethodId: string;
  /** Lower case, as the provider names it ('visa', 'mastercard', 'amex', ...). */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Where a saved-card request (a SetupIntent) stands. */
export type SetupState =
  | { status: 'succeeded'; setupIntentId: string; providerCustomerId: string; card: SavedCard }
  | { status: 'requires_payment_method'; setupIntentId: string; declineCode?: string }
  | { status: 'requires_action'; setupIntentId: string }
  | { status: 'processing'; setupIntentId: string }
  | { status: 'canceled'; setupIntentId: string };

/** What an off-session charge came to. */
export type ChargeResult =
  | { status: 'succeeded'; paymentIntentId: string }
  /** The bank asks the card holder to authenticate: the guest is sent a link to pay on session. */
  | { status: 'authentication_required'; paymentIntentId: string; clientSecret: string }
  | { status: 'declined'; paymentIntentId: string | null; declineCode: string };

export interface RefundResult {
  refundId: string;
  status: 'succeeded' | 'pending' | 'failed';
}

/** A provider's event, checked and reduced to what the portal applies. */
export interface ProviderEvent {
  /** The provider's event id: each is applied once, however often it is delivered. */
  id: string;
  type:
    | 'setup_intent.succeeded'
    | 'setup_intent.setup_failed'
    | 'setup_intent.canceled'
    | 'payment_intent.succeeded'
    | 'payment_intent.payment_failed'
    | 'charge.refunded'
    | 'other';
  /** When the provider created it (epoch ms): an older event never undoes a newer state. */
  createdAt: number;
  /** The SetupIntent's or PaymentIntent's id the event is about. */
  objectId: string;
  /** For setup_intent.succeeded: the card as the provider describes it. */
  card?: SavedCard;
  providerCustomerId?: string;
}

export class InvalidWebhookSignature extends Error {}

/** A signed event without what every event of its type carries (its object, ids, time). */
export class MalformedProviderEvent extends Error {}

/** The provider knows no object of this id (an event about another account's, or a deleted, object). */
export class UnknownProviderObject extends Error {}

/** A charge of a saved card without the guest: what the provider is asked. */
export interface OffSessionCharge {
  providerCustomerId: string;
  paymentMethodId: string;
  amountCents: number;
  /** Makes a repeat the same charge. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'simulated';
  /** The key the browser's card fields need (Stripe's publishable key; '' for the simulated one). */
  readonly publishableKey: string;
  /** The provider's customer for one of the portal's customers (created once, then reused). */
  createCustomer(input: { customerId: number; phone: string; email: string | null; name: string }): Promise<string>;
  /** A request to save a card for later charges (`usage: off_session`). */
  createSetupIntent(input: {
    providerCustomerId: string;
    bookingId: number;
    idempotencyKey: string;
  }): Promise<{ setupIntentId: string; clientSecret: string }>;
  /** Throws UnknownProviderObject when the provider knows no such SetupIntent. */
  retrieveSetupIntent(setupIntentId: string): Promise<SetupState>;
  /**
   * The client secret of a SetupIntent (`seti_…`) or a PaymentIntent (`pi_…`), which the guest's
   * card page hands to the provider's fields; null for an unknown intent.
   */
  intentClientSecret(intentId: string): Promise<string | null>;
  cancelSetupIntent(setupIntentId: string): Promise<void>;
  /** One charge of the saved card, without the guest; the idempotency key makes a repeat the same charge. */
  chargeOffSession(input: OffSessionCharge): Promise<ChargeResult>;
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<RefundResult>;
  /** The card is forgotten by the provider: no charge is possible any more. */
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /**
   * Checks the signature and reads the event; throws InvalidWebhookSignature when it does not
   * hold, MalformedProviderEvent when the signed event lacks what it must carry.
   */
  readWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}
