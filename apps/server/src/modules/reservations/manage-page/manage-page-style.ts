import {
  BOOKING_FACTS_CSS,
  BOOKING_FRAME_CSS,
  GUEST_BASE_CSS,
  GUEST_PAGE_TEXT_CSS,
  minifyCss,
  scriptlessPageCspDirectives,
} from '../../../core/guest-page-style.js';

/*
 * The manage page's whole stylesheet, inlined: no request before the first paint, the system's
 * fonts, the portal's colours (terracotta, olive, cream) as on the restaurant's public page.
 * Phone first; from 48rem the two forms stand side by side.
 */
const source = `
${GUEST_BASE_CSS}
${GUEST_PAGE_TEXT_CSS}
${BOOKING_FRAME_CSS}
${BOOKING_FACTS_CSS}
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
address{font-style:normal}
.call{display:inline-block;padding:.35rem 0;white-space:nowrap}
.confirm{border:2px solid #b04f27}
.charges{margin:0;padding-left:1.1rem;display:grid;gap:.5rem}
.charges p{margin:.25rem 0 0}
.lost{max-width:34rem;margin:0 auto;padding:4rem 1rem;text-align:center}
.lost h1{margin:0 0 1rem}
.lost p{margin:0 0 1rem}
@media (min-width:48rem){.actions{grid-template-columns:1fr 1fr;align-items:start}.facts{grid-template-columns:repeat(4,minmax(0,1fr))}h1{font-size:2.1rem}}
`;

export const MANAGE_PAGE_CSS = minifyCss(source);

/** The page's Content-Security-Policy: nothing runs, its forms post only to this origin. */
export const MANAGE_PAGE_CSP_DIRECTIVES = scriptlessPageCspDirectives(MANAGE_PAGE_CSS);
