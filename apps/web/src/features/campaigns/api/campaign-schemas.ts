/**
 * The schemas of the campaigns' answers: they load with the first campaigns call, not with the
 * screen's code.
 */
export {
  ZAckSchema,
  ZCampaignListResponseSchema,
  ZCampaignPreviewResponseSchema,
  ZCampaignResponseSchema,
} from '@portal/contract';
