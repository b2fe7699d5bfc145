/** Partners and customers share the sessions and codes tables; this says whose a row is. */
export type AccountKind = 'partner' | 'customer';

/**
 * What a token opens: 'partner' the back-office, 'verify' only the partner's code confirmation,
 * 'customer' the customer calls.
 */
export type TokenScope = 'partner' | 'verify' | 'customer';
