import { calendarDateInWords, DATA_ARCHIVE_LINK_DAYS, type Locale, parisDate } from '@portal/contract';
import type { OutgoingMessage } from '../../infra/notify/index.js';

/** A Paris day in words, in the person's language. */
const dayOf = (at: number, lang: Locale) => calendarDateInWords(parisDate(at), lang === 'fr' ? 'fr-FR' : 'en-GB');

/** The e-mail with the archive's link: both files, and until when the link works. */
export function archiveMessage(to: string, lang: Locale, link: string, expiresAt: number): OutgoingMessage {
  const until = dayOf(expiresAt, lang);
  return lang === 'fr'
    ? {
        to,
        channel: 'email',
        subject: 'Vos données personnelles',
        text: `Bonjour,\n\nVoici la copie de vos données que vous avez demandée.\nAu format JSON\u00a0: ${link}&format=json\nAu format CSV (tableur)\u00a0: ${link}&format=csv\n\nCe lien fonctionne ${DATA_ARCHIVE_LINK_DAYS}\u00a0jours, jusqu’au ${until}. Ne le transmettez à personne\u00a0: il ouvre vos données sans mot de passe.`,
      }
    : {
        to,
        channel: 'email',
        subject: 'Your personal data',
        text: `Hello,\n\nHere is the copy of your data you asked for.\nAs JSON: ${link}&format=json\nAs CSV (spreadsheet): ${link}&format=csv\n\nThis link works for ${DATA_ARCHIVE_LINK_DAYS} days, until ${until}. Share it with no one: it opens your data without a password.`,
      };
}

/** The e-mail telling the person their request needs longer, why, and the new deadline. */
export function extensionMessage(to: string, lang: Locale, reason: string, deadline: number): OutgoingMessage {
  const until = dayOf(deadline, lang);
  return lang === 'fr'
    ? {
        to,
        channel: 'email',
        subject: 'Votre demande sur vos données\u00a0: délai prolongé',
        text: `Bonjour,\n\nNous avons besoin de plus de temps pour répondre entièrement à votre demande sur vos données personnelles, pour la raison suivante\u00a0:\n${reason}\n\nNous vous répondrons au plus tard le ${until}.`,
      }
    : {
        to,
        channel: 'email',
        subject: 'Your request about your data: more time needed',
        text: `Hello,\n\nWe need more time to answer your request about your personal data in full, for this reason:\n${reason}\n\nWe will answer by ${until} at the latest.`,
      };
}
