/**
 * The calls of personal data, in a module of their own: every page of the web app loads
 * `apiPaths` (paths.ts) at start-up, and only the campaigns screen needs these.
 */
export const privacyApiPaths = {
  /** The customer's "Mes abonnements": news from each restaurant and from the platform, e-mail and SMS apart. */
  mySubscriptions: '/api/v1/customer/mySubscriptions',
  saveSubscriptions: '/api/v1/customer/saveSubscriptions',
  /** The restaurant's e-mail campaigns to the guests who accepted its news. */
  campaignList: '/api/v1/restaurant/campaignList',
  saveCampaign: '/api/v1/restaurant/saveCampaign',
  previewCampaign: '/api/v1/restaurant/previewCampaign',
  sendTestCampaign: '/api/v1/restaurant/sendTestCampaign',
  sendCampaign: '/api/v1/restaurant/sendCampaign',
  /** A copy of one's data (JSON and CSV), built by a job and e-mailed as a link valid 7 days. */
  requestMyData: '/api/v1/customer/requestMyData',
  requestMyPartnerData: '/api/v1/restaurant/requestMyData',
  /** The archive's download: the e-mailed link's token is the key. */
  dataArchive: '/api/v1/public/dataArchive',
} as const;

/** The guest page a campaign's footer links to; its POST is the one-click unsubscribe (RFC 8058). */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
