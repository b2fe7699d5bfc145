/** The charge's answer schema: it loads with the first charge or refund, not with the drawer. */
export { ZChargeResponseSchema } from '@portal/contract';
