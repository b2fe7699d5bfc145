/** Limits of an order (kept apart from the schemas: the error texts state them). */
export const ORDER_MAX_LINES = 50;
export const ORDER_LINE_MAX_QUANTITY = 99;
export const ORDER_MAX_PEOPLE = 50;
export const ORDER_NOTE_MAX_LENGTH = 500;
export const REJECT_REASON_MAX_LENGTH = 300;

/*
 * Floods: what one customer, or all customers of one restaurant, may leave waiting
 * for the partner's answer, and the size of an order the restaurant has not been paid for.
 */
/** Orders one customer may have waiting for an answer at one restaurant. */
export const ORDER_MAX_WAITING_PER_CUSTOMER = 3;
/** Orders one customer may place in an hour (every restaurant together). */
export const ORDER_MAX_PER_CUSTOMER_PER_HOUR = 10;
/** Orders a restaurant may have waiting for an answer: past that, new ones are refused. */
export const ORDER_MAX_WAITING_PER_RESTAURANT = 50;
/** The largest total, in cents, of an order not paid online (cash, pay later, voucher): 1 500 €. */
export const ORDER_UNPAID_MAX_CENTS = 150_000;
/** The most units (dishes, all lines together) of an order not paid online. */
export const ORDER_UNPAID_MAX_UNITS = 100;
/** Minutes a waiting order waits for the restaurant's answer before it expires. */
export const ORDER_WAITING_EXPIRY_MINUTES = 30;
