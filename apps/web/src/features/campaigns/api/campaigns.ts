import { type Locale, type TSaveCampaignRequest, privacyApiPaths } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, createQueryKeys } from '@/shared/api';
import { createMutation, lazySchemas, partnerGet, partnerPost } from '@/shared/api/partner-call';

/** Keys of the campaigns domain: `all` (the list with results and the sends left this week). */
const campaignKeys = createQueryKeys('campaigns');

/** The answers' schemas, loaded with the first call. */
const schema = lazySchemas(() => import('./campaign-schemas'));

/* GET v1/restaurant/campaignList — the campaigns, newest first, with sent and unsubscribed. */
function getCampaigns() {
  return partnerGet(privacyApiPaths.campaignList, schema('ZCampaignListResponseSchema'));
}

export function useCampaigns() {
  return useQuery({ queryKey: campaignKeys.all, queryFn: getCampaigns });
}

/* POST v1/restaurant/saveCampaign — creates (no campaign_id) or changes a draft. */
function saveCampaign(input: TSaveCampaignRequest) {
  return partnerPost(privacyApiPaths.saveCampaign, schema('ZCampaignResponseSchema'), { ...input });
}

export const useSaveCampaign = createMutation(campaignKeys.mutation('save'), saveCampaign, [campaignKeys.all]);

/*
 * POST v1/restaurant/previewCampaign — the message in a language, and how many guests it would
 * reach now. The language is the preview's, not the screen's: the call is made as it is.
 */
function previewCampaign(input: { campaignId: number; lang: Locale }) {
  return apiRequest(privacyApiPaths.previewCampaign, {
    method: 'POST',
    auth: 'partner',
    schema: schema('ZCampaignPreviewResponseSchema'),
    body: { campaign_id: String(input.campaignId), lang: input.lang },
  });
}

export function useCampaignPreview(campaignId: number | null, lang: Locale) {
  return useQuery({
    queryKey: [...campaignKeys.all, 'preview', campaignId, lang],
    queryFn: () => previewCampaign({ campaignId: campaignId!, lang }),
    enabled: campaignId !== null,
  });
}

/* POST v1/restaurant/sendTestCampaign — the message to the restaurant account's own address. */
function sendTestCampaign(campaignId: number) {
  return partnerPost(privacyApiPaths.sendTestCampaign, schema('ZAckSchema'), { campaign_id: String(campaignId) });
}

export const useSendTestCampaign = createMutation(campaignKeys.mutation('test'), sendTestCampaign, []);

/* POST v1/restaurant/sendCampaign — to the consenting guests; refused past 2 campaigns in 7 days. */
function sendCampaign(campaignId: number) {
  return partnerPost(privacyApiPaths.sendCampaign, schema('ZCampaignResponseSchema'), {
    campaign_id: String(campaignId),
  });
}

export const useSendCampaign = createMutation(campaignKeys.mutation('send'), sendCampaign, [campaignKeys.all]);
