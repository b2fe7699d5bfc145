import { site } from '@/shared/config/site';
import type { LegalDocument, LegalSection } from './types';

const { legal } = site;

/** `{{publisherName}}`, `{{registration}}`, ... of a stored text, filled in from the settings (site.ts). */
const fill = (text: string) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) =>
    Object.hasOwn(legal, key) ? String(legal[key as keyof typeof legal]) : placeholder,
  );

const fillAll = (texts: string[] | undefined) => texts?.map(fill);

function fillSection(section: LegalSection): LegalSection {
  return {
    ...section,
    title: fill(section.title),
    ...(section.paragraphs ? { paragraphs: fillAll(section.paragraphs) } : {}),
    ...(section.items ? { items: fillAll(section.items) } : {}),
    ...(section.after ? { after: fillAll(section.after) } : {}),
    ...(section.sections ? { sections: section.sections.map(fillSection) } : {}),
  };
}

/**
 * A legal text as stored in its JSON file, with the legal notice's identities (publisher,
 * registration, host, ...) in place of their placeholders: they come from the settings.
 */
export function withIdentities(document: LegalDocument): LegalDocument {
  return {
    title: fill(document.title),
    updated: fill(document.updated),
    intro: document.intro.map(fill),
    sections: document.sections.map(fillSection),
  };
}
