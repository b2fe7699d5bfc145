import {
  BOOKING_FACTS_CSS,
  BOOKING_FRAME_CSS,
  GUEST_BASE_CSS,
  GUEST_PAGE_TEXT_CSS,
  minifyCss,
  scriptlessPageCspDirectives,
} from '../../../core/guest-page-style.js';

/*
 * The review page's whole stylesheet, inlined, on the frame of the pages a booking's link opens
 * (the manage page's header, notices and cards). Phone first: the ratings one under the other,
 * side by side from 48rem.
 */
const source = `
${GUEST_BASE_CSS}
${GUEST_PAGE_TEXT_CSS}
ul{margin:0}
${BOOKING_FRAME_CSS}
${BOOKING_FACTS_CSS}
.card p{margin-bottom:.75rem}
.card>:last-child{margin-bottom:0}
form{margin:0;display:grid;gap:1rem}
fieldset{margin:0;padding:0;border:0;min-width:0}
legend{font-weight:600;padding:0;margin-bottom:.5rem}
.choices{display:grid;gap:.5rem}
.choices label{display:flex;gap:.6rem;align-items:center;min-height:2.75rem;padding:.4rem .75rem;border:1px solid #8c7e74;border-radius:10px;background:#fff;cursor:pointer}
.choices input{width:1.25rem;height:1.25rem;margin:0;accent-color:#b04f27}
.field{display:grid;gap:.3rem}
label{font-weight:600}
textarea{font:inherit;color:inherit;width:100%;min-height:12rem;padding:.6rem;border:1px solid #8c7e74;border-radius:8px;background:#fff;resize:vertical}
textarea[aria-invalid=true]{border:2px solid #a3321a}
.hint{font-size:.9rem;color:#5f5650}
.card .hint,.card .field-error{margin:0}
.field-error{color:#8a3717;font-weight:600}
.card>.notice{margin-bottom:1rem}
.card .notice p{margin:0}
.notice ul{margin:.35rem 0 0;padding-left:1.1rem}
.notice a{color:inherit}
.rules{padding-left:1.1rem;color:#4a3f38;display:grid;gap:.35rem}
.row{display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
button{font:inherit;font-weight:700;min-height:2.75rem;padding:.6rem 1.1rem;border-radius:10px;border:2px solid #b04f27;background:#b04f27;color:#fff;cursor:pointer}
.lost{max-width:34rem;margin:0 auto;padding:4rem 1rem;text-align:center}
.lost h1{margin:0 0 1rem}
.lost p{margin:0 0 1rem}
@media (min-width:48rem){.choices{grid-template-columns:repeat(5,minmax(0,1fr))}.choices label{flex-direction:column;text-align:center;justify-content:flex-start;padding-top:.7rem}h1{font-size:2.1rem}}
`;

export const REVIEW_PAGE_CSS = minifyCss(source);

/** The page's Content-Security-Policy: nothing runs, its form posts only to this origin. */
export const REVIEW_PAGE_CSP_DIRECTIVES = scriptlessPageCspDirectives(REVIEW_PAGE_CSS);
