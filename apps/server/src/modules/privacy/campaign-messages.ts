import type { Locale } from '@portal/contract';
import type { OutgoingMessage } from '../../infra/notify/index.js';
import type { Campaign } from './tables.js';

/** The footer every campaign message ends with: why the guest receives it, and the way out. */
const FOOTER: Record<Locale, (restaurant: string, url: string) => string> = {
  fr: (restaurant, url) =>
    `Vous recevez ce message parce que vous avez accepté les actualités de ${restaurant}.\nSe désabonner en un clic\u00a0: ${url}`,
  en: (restaurant, url) =>
    `You receive this message because you accepted news from ${restaurant}.\nUnsubscribe in one click: ${url}`,
};

/** A campaign's subject and text in a language. */
export function campaignText(campaign: Campaign, lang: Locale) {
  return lang === 'fr'
    ? { subject: campaign.fr_subject, text: campaign.fr_body }
    : { subject: campaign.subject, text: campaign.body };
}

/**
 * One campaign e-mail: the text, the footer, and the one-click unsubscribe headers of RFC 8058
 * (a mail client's button POSTs `List-Unsubscribe=One-Click` to the same address).
 */
export function campaignMessage(
  campaign: Campaign,
  to: { email: string; lang: Locale },
  restaurant: string,
  url: string,
): OutgoingMessage {
  const { subject, text } = campaignText(campaign, to.lang);
  return {
    to: to.email,
    channel: 'email',
    subject,
    text: `${text}\n\n--\n${FOOTER[to.lang](restaurant, url)}`,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
