import { normalizeLocale, type MessagePair } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/error-texts';

/** Picks the text of a message pair in the UI language; re-renders when the language changes. */
function usePickMessage(): (pair: MessagePair) => string {
  const { i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  return (pair) => (locale === 'en' ? pair.en : pair.fr);
}

/** A server message pair (message / fr_message) shown in the stored locale. */
export function PairText({ pair }: { pair: MessagePair }) {
  const pick = usePickMessage();
  return <>{pick(pair)}</>;
}

/** A contract error code (e.g. a zod issue message 'REQUIRED') as the server would word it. */
export function ErrorCodeText({ code, field }: { code: string; field?: string }) {
  return <PairText pair={errorText(code, field)} />;
}
