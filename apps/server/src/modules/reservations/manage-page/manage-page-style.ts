import { createHash } from 'node:crypto';

/*
 * The manage page's whole stylesheet, inlined: no request before the first paint, the system's
 * fonts, the portal's colours (terracotta, olive, cream) as on the restaurant's public page.
 * Phone first; from 48rem the two forms stand side by side.
 */
const source = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:#2b211c;background:#fbf6f0}
a{color:#9a421e;text-underline-offset:.15em}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #b04f27;outline-offset:2px}
h1,h2{line-height:1.2;margin:0}
p,dl{margin:0}
.wrap{max-width:52rem;margin:0 auto;padding:0 1rem}
header{background:#fff;border-bottom:1px solid #eadfd5}
.bar{display:flex;justify-content:flex-end}
.bar a{display:inline-block;padding:.75rem .5rem;font-weight:600}
.top{padding:.25rem 0 1.25rem}
h1{font-size:1.75rem;font-weight:750}
.where{font-size:1.15rem;color:#4a3f38;margin-top:.25rem;overflow-wrap:anywhere}
main.wrap{padding-top:1.25rem;padding-bottom:2.5rem;display:grid;gap:1rem}
.notice{padding:.85rem 1rem;border-radius:12px;border:1px solid;font-weight:600}
.ok{background:#e9eedb;border-color:#c4d19d;color:#3d4d17}
.wait{background:#fbf0d9;border-color:#ecd29a;color:#6a4500}
.error{background:#fbe4da;border-color:#efb9a3;color:#8a3717}
.card{background:#fff;border:1px solid #eadfd5;border-radius:16px;padding:1rem 1.1rem}
h2{font-size:1.25rem;margin-bottom:.5rem}
.facts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem 1rem}
.facts div{min-width:0}
dt{font-size:.85rem;color:#5f5650}
dd{margin:0;font-weight:650;overflow-wrap:anywhere}
.wide{grid-column:1/-1}
.badge{display:inline-block;padding:.1rem .6rem;border-radius:999px;background:#f1ece6;color:#4a3f38}
.b-confirmed,.b-seated,.b-honoured{background:#e9eedb;color:#3d4d17}
.b-pending,.b-awaiting_guarantee{background:#fbf0d9;color:#6a4500}
.b-refused,.b-no_show,.b-cancelled_by_customer,.b-cancelled_by_restaurant,.b-cancelled_by_platform{background:#fbe4da;color:#8a3717}
.free{margin-top:.85rem;color:#4a3f38}
.actions{display:grid;gap:1rem}
.card p{margin-bottom:.75rem}
.card>:last-child{margin-bottom:0}
form{margin:0}
.field{display:grid;gap:.3rem;margin-bottom:.85rem}
label{font-weight:600}
input,select{font:inherit;color:inherit;width:100%;min-height:2.75rem;padding:.45rem .6rem;border:1px solid #8c7e74;border-radius:8px;background:#fff}
.hint{font-size:.9rem;color:#5f5650}
.row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
button,.button{font:inherit;font-weight:700;display:inline-block;min-height:2.75rem;padding:.6rem 1.1rem;border-radius:10px;border:2px solid #b04f27;background:#b04f27;color:#fff;text-decoration:none;cursor:pointer;text-align:center}
.second{background:#fff;color:#9a421e}
.danger{background:#a3321a;border-color:#a3321a}
.tel{font-size:1.15rem}
.confirm{border:2px solid #b04f27}
.charges{margin:0;padding-left:1.1rem;display:grid;gap:.5rem}
.charges p{margin:.25rem 0 0}
.lost{max-width:34rem;margin:0 auto;padding:4rem 1rem;text-align:center}
.lost h1{margin:0 0 1rem}
.lost p{margin:0 0 1rem}
@media (min-width:48rem){.actions{grid-template-columns:1fr 1fr;align-items:start}.facts{grid-template-columns:repeat(4,minmax(0,1fr))}h1{font-size:2.1rem}}
`;

/** Whitespace that carries no meaning in this stylesheet goes: the page is smaller. */
export const MANAGE_PAGE_CSS = source
  .trim()
  .replace(/\n/g, '')
  .replace(/\s*([{};,>])\s*/g, '$1');

const MANAGE_PAGE_CSS_HASH = `'sha256-${createHash('sha256').update(MANAGE_PAGE_CSS).digest('base64')}'`;

/**
 * The page's Content-Security-Policy: nothing runs, the only style is the inline one above, no
 * image or font to fetch, and its forms post only to this origin.
 */
export const MANAGE_PAGE_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  styleSrc: [MANAGE_PAGE_CSS_HASH],
  imgSrc: ["'self'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};
