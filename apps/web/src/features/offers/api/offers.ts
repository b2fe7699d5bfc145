import { type OfferStatus, type TSaveOfferRequest, offerApiPaths } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, createQueryKeys, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';

/** Keys of the offers domain: `all` (the list with uptake and cost). */
const offerKeys = createQueryKeys('offers');

const lang = () => ({ lang: currentLocale() });

/** The answers' schemas, loaded with the first call (the call does not wait for them). */
const schemas = () => import('./offer-schemas');

/* GET v1/restaurant/offerList — the offers, each with its uptake and cost, and the average basket. */
function getOffers() {
  return apiRequest(offerApiPaths.offerList, {
    query: lang(),
    schema: schemas().then((module) => module.ZOfferListResponseSchema),
    auth: 'partner',
  });
}

export function useOffers() {
  return useQuery({ queryKey: offerKeys.all, queryFn: getOffers });
}

function postOffer(path: string, body: Record<string, unknown>) {
  return apiRequest(path, {
    method: 'POST',
    schema: schemas().then((module) => module.ZOfferResponseSchema),
    auth: 'partner',
    body: { ...body, ...lang() },
  });
}

/* POST v1/restaurant/saveOffer — creates (no offer_id) or changes an offer. */
function saveOffer(input: TSaveOfferRequest) {
  return postOffer(offerApiPaths.saveOffer, { ...input });
}

export function useSaveOffer(callbacks?: CallbacksOf<typeof saveOffer>) {
  return useInvalidatingMutation(
    { mutationKey: offerKeys.mutation('save'), mutationFn: saveOffer, invalidates: [offerKeys.all] },
    callbacks,
  );
}

/* POST v1/restaurant/changeOfferStatus — shows (active) or hides (paused) an offer on the slots. */
function changeOfferStatus(input: { offer_id: number; status: OfferStatus }) {
  return postOffer(offerApiPaths.changeOfferStatus, { offer_id: String(input.offer_id), status: input.status });
}

export function useChangeOfferStatus(callbacks?: CallbacksOf<typeof changeOfferStatus>) {
  return useInvalidatingMutation(
    { mutationKey: offerKeys.mutation('status'), mutationFn: changeOfferStatus, invalidates: [offerKeys.all] },
    callbacks,
  );
}

/* POST v1/restaurant/deleteOffer — the bookings that took it keep it. */
function deleteOffer(offerId: number) {
  return apiRequest(offerApiPaths.deleteOffer, {
    method: 'POST',
    schema: schemas().then((module) => module.ZAckSchema),
    auth: 'partner',
    body: { offer_id: String(offerId), ...lang() },
  });
}

export function useDeleteOffer(callbacks?: CallbacksOf<typeof deleteOffer>) {
  return useInvalidatingMutation(
    { mutationKey: offerKeys.mutation('delete'), mutationFn: deleteOffer, invalidates: [offerKeys.all] },
    callbacks,
  );
}
