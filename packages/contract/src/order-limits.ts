/** Limits of an order (kept apart from the schemas: the error texts state them). */
export const ORDER_MAX_LINES = 50;
export const ORDER_LINE_MAX_QUANTITY = 99;
export const ORDER_MAX_PEOPLE = 50;
export const ORDER_NOTE_MAX_LENGTH = 500;
export const REJECT_REASON_MAX_LENGTH = 300;
