import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../helper.js';

/** An instant given as a date and a wall-clock time in Paris, in winter (UTC+1). */
export function parisWinter(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00+01:00`);
}

/** The signed state a booking step's form carries to the next one. */
export const stateOf = (html: string) => /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** Posts a form of the page as a browser without script does, from the page's own origin. */
export const formPoster =
  (t: TestApp) =>
  (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80', ...headers },
    });

export function openPage(
  t: TestApp,
  publicId: string,
  options: { lang?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: `/r/${publicId}${options.lang ? `?lang=${options.lang}` : ''}`,
    headers: options.headers ?? {},
  });
}

export function readData(t: TestApp, publicId: string, lang?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/public/restaurant/${publicId}${lang ? `?lang=${lang}` : ''}`,
  });
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** What a reader sees of some HTML: the text, tags gone, every kind of space one plain space. */
export function visibleText(html: string): string {
  return (
    html
      .replace(/<head>[\s\S]*?<\/head>/, ' ')
      // Inline elements run on with their text; any other tag separates words.
      .replace(/<\/?(?:a|b|strong|span|del|small)\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]!)
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function sectionBodies(html: string): string[] {
  return html
    .split('<section class="section"')
    .slice(1)
    .map((section) => section.slice(0, section.indexOf('</section>')));
}

function dishBlocks(section: string): string[] {
  // `<x` restores a tag around the rest of the split-off opening tag.
  return section
    .split('<li class="dish')
    .slice(1)
    .map((block) => `<x${block}`);
}

/** The menu as the page lays it out: each section's heading and the visible text of each dish, in order. */
export function menuOf(html: string): Array<{ heading: string; dishes: string[] }> {
  return sectionBodies(html).map((body) => ({
    heading: visibleText(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(body)?.[1] ?? ''),
    dishes: dishBlocks(body).map(visibleText),
  }));
}

/** The visible text of the dish with this name, and whether it is shown as one that cannot be ordered. */
export function dishOf(html: string, name: string): { text: string; unavailable: boolean } {
  for (const block of sectionBodies(html).flatMap(dishBlocks)) {
    const text = visibleText(block);
    if (text.startsWith(name)) return { text, unavailable: block.startsWith('<x unavailable"') };
  }
  throw new Error(`no dish named ${name} on the page`);
}
