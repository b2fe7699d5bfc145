import { createHash } from 'node:crypto';

/*
 * What the guest pages' inline stylesheets share: each page's stylesheet is one string in its
 * `<style>`, allowed by its hash in the page's Content-Security-Policy.
 */

/** Whitespace that carries no meaning in a stylesheet goes: the page is smaller. */
export function minifyCss(source: string): string {
  return source
    .trim()
    .replace(/\n/g, '')
    .replace(/\s*([{};,>])\s*/g, '$1');
}

/** The policy's source that allows this one inline stylesheet, and no other style. */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

/**
 * The policy of a guest page where nothing runs: its one inline stylesheet, images from this
 * origin (uploads, the favicon), forms posted to this origin only, never framed.
 */
export function scriptlessPageCspDirectives(css: string) {
  return {
    defaultSrc: ["'none'"],
    styleSrc: [styleHashSource(css)],
    imgSrc: ["'self'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** How every guest page's stylesheet begins: the system's fonts and the portal's colours. */
export const GUEST_BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:#2b211c;background:#fbf6f0}
a{color:#9a421e;text-underline-offset:.15em}
`;

/** The header, notices and cards of the pages about one booking (its manage page, its card page). */
export const BOOKING_FRAME_CSS = `
.wrap{max-width:52rem;margin:0 auto;padding:0 1rem}
header{background:#fff;border-bottom:1px solid #eadfd5}
.bar{display:flex;justify-content:flex-end;gap:1rem}
.bar a{display:inline-block;padding:.75rem .5rem;font-weight:600}
.bar .back{margin-right:auto;padding-left:0}
.top{padding:.25rem 0 1.25rem}
h1{font-size:1.75rem;font-weight:750}
.where{font-size:1.15rem;color:#4a3f38;margin-top:.25rem;overflow-wrap:anywhere}
main.wrap{padding-top:1.25rem;padding-bottom:2.5rem;display:grid;gap:1rem}
.notice{padding:.85rem 1rem;border-radius:12px;border:1px solid;font-weight:600}
.ok{background:#e9eedb;border-color:#c4d19d;color:#3d4d17}
.wait{background:#fbf0d9;border-color:#ecd29a;color:#6a4500}
.error{background:#fbe4da;border-color:#efb9a3;color:#8a3717}
.card{background:#fff;border:1px solid #eadfd5;border-radius:16px;padding:1rem 1.1rem}
`;

/** A card's heading and the booking's facts (`FactList`), two columns on a phone. */
export const BOOKING_FACTS_CSS = `
h2{font-size:1.25rem;margin-bottom:.5rem}
.facts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem 1rem}
.facts div{min-width:0}
dt{font-size:.85rem;color:#5f5650}
dd{margin:0;font-weight:650;overflow-wrap:anywhere}
.wide{grid-column:1/-1}
`;

/** The guest pages' focus ring on every control, and their headings and text blocks without margins. */
export const GUEST_PAGE_TEXT_CSS = `
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #b04f27;outline-offset:2px}
h1,h2{line-height:1.2;margin:0}
p,dl{margin:0}
`;
