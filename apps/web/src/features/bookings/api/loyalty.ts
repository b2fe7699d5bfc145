import { loyaltyApiPaths } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { createMutation, partnerGet, partnerPost } from '@/shared/api/partner-call';
import { bookingKeys } from './bookings';

/** The answers' schemas, loaded with the first read of a guest's balance (the drawer's code does not carry them). */
const benefitsSchema = () => import('./loyalty-schemas').then((module) => module.ZGuestBenefitsResponseSchema);
const voucherSchema = () => import('./loyalty-schemas').then((module) => module.ZVoucherResponseSchema);

const benefitsKey = (customerId: number) => [...bookingKeys.all, 'benefits', customerId] as const;

/* GET v1/restaurant/guestBenefits — a guest's loyalty balance and vouchers, for the drawer. */
export function useGuestBenefits(customerId: number | null) {
  return useQuery({
    queryKey: benefitsKey(customerId ?? 0),
    queryFn: () => partnerGet(loyaltyApiPaths.guestBenefits, benefitsSchema(), { customer_id: String(customerId) }),
    enabled: customerId !== null,
  });
}

/* POST v1/restaurant/useVoucher — a voucher used at the table, once. */
function voucherAtTable(code: string) {
  return partnerPost(loyaltyApiPaths.useVoucher, voucherSchema(), { code });
}
export const useTakeVoucher = createMutation(bookingKeys.mutation('voucher'), voucherAtTable, [
  [...bookingKeys.all, 'benefits'],
]);
