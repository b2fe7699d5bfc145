import { GUEST_BASE_CSS, minifyCss, scriptlessPageCspDirectives } from '../../../core/guest-page-style.js';

/*
 * The booking form and the free times, as the restaurant's page and the booking pages draw them:
 * fields of at least 44 px, times as wide chips that wrap, an offer as a green badge.
 */
const section = `
.book{margin:0 0 2rem}
.book-form{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:.75rem;align-items:end;margin:.75rem 0}
.book-form button{grid-column:1/-1}
.field{display:grid;gap:.3rem;align-content:start;min-width:0}
.field label,.label{font-weight:600}
.book input,.book select,.book textarea{font:inherit;color:inherit;width:100%;min-width:0;min-height:2.75rem;padding:.45rem .6rem;border:1px solid #8c7e74;border-radius:8px;background:#fff}
.book button,.book .button{font:inherit;font-weight:700;display:inline-block;min-height:2.75rem;padding:.6rem 1.1rem;border-radius:10px;border:2px solid #b04f27;background:#b04f27;color:#fff;text-decoration:none;cursor:pointer;text-align:center}
.book button:focus-visible,.book input:focus-visible,.book select:focus-visible,.book textarea:focus-visible{outline:3px solid #b04f27;outline-offset:2px}
.free-h{font-size:1rem;color:inherit;border:0;margin:1rem 0 .5rem;padding:0}
.times{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}
.times a{display:inline-flex;gap:.4rem;align-items:center;min-height:2.75rem;padding:.45rem .9rem;border-radius:10px;border:1px solid #b04f27;background:#fff;font-weight:700;text-decoration:none;color:#9a421e}
.times a:hover{background:#fff3ee}
.deal{font-size:.8rem;font-weight:700;padding:.05rem .4rem;border-radius:6px;background:#e9eedb;color:#3d4d17}
.more{margin-top:.75rem}
`;

/** The booking section's rules, added to the restaurant page's stylesheet. */
export const BOOKING_SECTION_CSS = minifyCss(section);

const page = `
${GUEST_BASE_CSS}
a:focus-visible{outline:3px solid #b04f27;outline-offset:2px;border-radius:4px}
h1,h2,h3{line-height:1.2;margin:0}
p,ul,dl{margin:0}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.wrap{max-width:40rem;margin:0 auto;padding:0 1rem}
header{background:#fff;border-bottom:1px solid #eadfd5}
.bar{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
.bar a{display:inline-block;padding:.75rem 0;font-weight:600}
.top{padding:.25rem 0 1.1rem}
h1{font-size:1.6rem;font-weight:750;overflow-wrap:anywhere}
.where{color:#4a3f38;margin-top:.25rem;overflow-wrap:anywhere}
main.wrap{padding-top:1.25rem;padding-bottom:2.5rem;display:grid;gap:1rem}
.card{background:#fff;border:1px solid #eadfd5;border-radius:16px;padding:1rem 1.1rem}
h2{font-size:1.25rem;margin-bottom:.6rem}
.notice{padding:.85rem 1rem;border-radius:12px;border:1px solid;font-weight:600}
.ok{background:#e9eedb;border-color:#c4d19d;color:#3d4d17}
.wait{background:#fbf0d9;border-color:#ecd29a;color:#6a4500}
.error{background:#fbe4da;border-color:#efb9a3;color:#8a3717}
.stack{display:grid;gap:.85rem}
.hint{font-size:.9rem;color:#5f5650}
.field .check{display:flex;gap:.6rem;align-items:center;min-height:44px;font-weight:400}
.field .check input{width:1.25rem;height:1.25rem;margin:0;flex:none}
.phone{display:grid;grid-template-columns:minmax(0,9rem) minmax(0,1fr);gap:.5rem}
.facts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem 1rem}
.facts div{min-width:0}
.wide{grid-column:1/-1}
dt{font-size:.85rem;color:#5f5650}
dd{margin:0;font-weight:650;overflow-wrap:anywhere}
.imprint{font-size:1.15rem;font-weight:700}
fieldset{border:0;padding:0;margin:0;min-width:0}
legend{padding:0;margin-bottom:.3rem}
.lost{max-width:34rem;margin:0 auto;padding:4rem 1rem;text-align:center}
.lost h1{margin:0 0 1rem}
.lost p{margin:0 0 1rem}
${section}
main .book{margin:0}
`;

/** The booking pages' whole stylesheet, inlined: no request before the first paint. */
export const BOOKING_PAGE_CSS = minifyCss(page);

/** The booking pages' policy: nothing runs, forms posted to this origin only, never framed. */
export const BOOKING_PAGE_CSP_DIRECTIVES = scriptlessPageCspDirectives(BOOKING_PAGE_CSS);
