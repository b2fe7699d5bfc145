import { type PromoStatus, type TSavePromoCodeRequest, promoApiPaths } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { createQueryKeys } from '@/shared/api';
import { createMutation, lazySchemas, partnerGet, partnerPost } from '@/shared/api/partner-call';

/** Keys of the promo codes domain: `all` (the list with uses and savings). */
const promoKeys = createQueryKeys('promotions');

/** The answers' schemas, loaded with the first call. */
const schema = lazySchemas(() => import('./promo-schemas'));

/* GET v1/restaurant/promoCodeList — the codes, each with its uses and what it saved customers. */
function getPromoCodes() {
  return partnerGet(promoApiPaths.promoCodeList, schema('ZPromoCodeListResponseSchema'));
}

export function usePromoCodes() {
  return useQuery({ queryKey: promoKeys.all, queryFn: getPromoCodes });
}

/* POST v1/restaurant/savePromoCode — creates (no promo_id, active) or changes a code. */
function savePromoCode(input: TSavePromoCodeRequest) {
  return partnerPost(promoApiPaths.savePromoCode, schema('ZPromoCodeResponseSchema'), { ...input });
}

export const useSavePromoCode = createMutation(promoKeys.mutation('save'), savePromoCode, [promoKeys.all]);

/* POST v1/restaurant/changePromoCodeStatus — a paused code is refused at checkout like an unknown one. */
function changePromoCodeStatus(input: { promo_id: number; status: PromoStatus }) {
  return partnerPost(promoApiPaths.changePromoCodeStatus, schema('ZPromoCodeResponseSchema'), {
    promo_id: String(input.promo_id),
    status: input.status,
  });
}

export const useChangePromoCodeStatus = createMutation(promoKeys.mutation('status'), changePromoCodeStatus, [
  promoKeys.all,
]);

/* POST v1/restaurant/deletePromoCode — refused (PROMO_IN_USE) once an order holds the code. */
function deletePromoCode(promoId: number) {
  return partnerPost(promoApiPaths.deletePromoCode, schema('ZAckSchema'), { promo_id: String(promoId) });
}

export const useDeletePromoCode = createMutation(promoKeys.mutation('delete'), deletePromoCode, [promoKeys.all]);
