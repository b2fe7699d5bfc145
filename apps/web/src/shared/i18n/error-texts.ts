import {
  authErrors,
  commonErrors,
  customerErrors,
  fieldLabels,
  geoErrors,
  messageIn,
  type MessagePair,
} from '@portal/contract';

/*
 * The error texts a page can show for a code it finds itself (a contract schema's issue, a code
 * without its pair). The server words its own refusals (message / fr_message); these are for the
 * checks made in the browser. Each domain's table is a file of the contract: the public pages
 * hold the common, account (sign-in, sign-up, codes) and address texts; the partner screens add
 * theirs when they load, with their catalogue (`partner-catalogues.ts`).
 */
const texts: Record<string, MessagePair> = { ...commonErrors, ...authErrors, ...geoErrors, ...customerErrors };

/** Adds the texts of more domains (a screen's own), so their codes read as the server words them. */
export function addErrorTexts(...tables: ReadonlyArray<Readonly<Record<string, MessagePair>>>): void {
  for (const table of tables) Object.assign(texts, table);
}

/** The names of form fields a required-field message uses; a screen adds its own fields' names. */
const labels: Record<string, MessagePair> = { ...fieldLabels };

/** Adds the names of a screen's form fields ("Saisissez l’heure de la première arrivée"). */
export function addFieldLabels(more: Readonly<Record<string, MessagePair>>): void {
  Object.assign(labels, more);
}

/** The texts of a code found on a field; one of a domain not loaded reads as "check the form". */
export function errorText(code: string, field?: string): MessagePair {
  return messageIn(texts, code, field, labels);
}

/** The failures any call can report (session expired, too many attempts, server error…). */
export const commonErrorTexts = commonErrors;
