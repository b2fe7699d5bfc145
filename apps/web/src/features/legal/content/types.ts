/** A legal text as data: headings and short paragraphs, rendered by LegalDocumentView. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
  sections?: LegalSection[];
}

export interface LegalDocument {
  title: string;
  /** Date of the last update, written out in the document's language. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
}
