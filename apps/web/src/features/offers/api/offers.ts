import { type OfferStatus, type TSaveOfferRequest, offerApiPaths } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { createQueryKeys } from '@/shared/api';
import { createMutation, lazySchemas, partnerGet, partnerPost } from '@/shared/api/partner-call';

/** Keys of the offers domain: `all` (the list with uptake and cost). */
const offerKeys = createQueryKeys('offers');

/** The answers' schemas, loaded with the first call. */
const schema = lazySchemas(() => import('./offer-schemas'));

/* GET v1/restaurant/offerList — the offers, each with its uptake and cost, and the average basket. */
function getOffers() {
  return partnerGet(offerApiPaths.offerList, schema('ZOfferListResponseSchema'));
}

export function useOffers() {
  return useQuery({ queryKey: offerKeys.all, queryFn: getOffers });
}

/* POST v1/restaurant/saveOffer — creates (no offer_id) or changes an offer. */
function saveOffer(input: TSaveOfferRequest) {
  return partnerPost(offerApiPaths.saveOffer, schema('ZOfferResponseSchema'), { ...input });
}

export const useSaveOffer = createMutation(offerKeys.mutation('save'), saveOffer, [offerKeys.all]);

/* POST v1/restaurant/changeOfferStatus — shows (active) or hides (paused) an offer on the slots. */
function changeOfferStatus(input: { offer_id: number; status: OfferStatus }) {
  return partnerPost(offerApiPaths.changeOfferStatus, schema('ZOfferResponseSchema'), {
    offer_id: String(input.offer_id),
    status: input.status,
  });
}

export const useChangeOfferStatus = createMutation(offerKeys.mutation('status'), changeOfferStatus, [offerKeys.all]);

/* POST v1/restaurant/deleteOffer — the bookings that took it keep it. */
function deleteOffer(offerId: number) {
  return partnerPost(offerApiPaths.deleteOffer, schema('ZAckSchema'), { offer_id: String(offerId) });
}

export const useDeleteOffer = createMutation(offerKeys.mutation('delete'), deleteOffer, [offerKeys.all]);
