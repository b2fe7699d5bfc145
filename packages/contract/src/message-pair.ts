/** A text in both languages of the portal: `en` goes to `message`, `fr` to `fr_message`. */
export interface MessagePair {
  en: string;
  fr: string;
}
