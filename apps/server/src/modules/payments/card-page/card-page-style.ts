import {
  BOOKING_FACTS_CSS,
  BOOKING_FRAME_CSS,
  GUEST_BASE_CSS,
  minifyCss,
  styleHashSource,
} from '../../../core/guest-page-style.js';

/*
 * The card page's whole stylesheet, inlined like the manage page's: the system's fonts and the
 * portal's colours. Phone first; from 48rem the booking and the card stand side by side.
 */
const source = `
${GUEST_BASE_CSS}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #b04f27;outline-offset:2px}
h1,h2{line-height:1.2;margin:0}
p,dl{margin:0}
[hidden]{display:none!important}
${BOOKING_FRAME_CSS}
.card p{margin-bottom:.75rem}
.card>:last-child{margin-bottom:0}
${BOOKING_FACTS_CSS}
.imprint{margin-top:.85rem;padding:.75rem .9rem;border-radius:12px;background:#fbf0d9;color:#4a3200;font-weight:600}
.hint{font-size:.9rem;color:#5f5650}
.test{font-size:.9rem;padding:.6rem .75rem;border-radius:10px;background:#f1ece6;color:#4a3f38}
form{margin:0}
.field{display:grid;gap:.3rem;margin-bottom:.85rem;align-content:start}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:.75rem;align-items:start}
label{font-weight:600}
input{font:inherit;color:inherit;width:100%;min-height:2.75rem;padding:.45rem .6rem;border:1px solid #8c7e74;border-radius:8px;background:#fff}
input[aria-invalid=true]{border-color:#a3321a;border-width:2px}
.stripe{min-height:2.75rem;padding:.7rem .6rem;border:1px solid #8c7e74;border-radius:8px;background:#fff;margin-bottom:.85rem}
.row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
button,.button{font:inherit;font-weight:700;display:inline-block;min-height:2.75rem;padding:.6rem 1.1rem;border-radius:10px;border:2px solid #b04f27;background:#b04f27;color:#fff;text-decoration:none;cursor:pointer;text-align:center}
button:disabled{opacity:.7;cursor:progress}
.second{background:#fff;color:#9a421e}
.later{margin-top:1rem}
.later a{display:inline-block;padding:.5rem 0;font-weight:600}
.charges{margin:0;padding-left:1.1rem;display:grid;gap:.5rem}
.charges p{margin:.25rem 0 0}
.lost{max-width:34rem;margin:0 auto;padding:4rem 1rem;text-align:center}
.lost h1{margin:0 0 1rem}
@media (min-width:48rem){main.wrap{grid-template-columns:1fr 1fr;align-items:start}main.wrap>.notice,.wide-card{grid-column:1/-1}.facts{grid-template-columns:repeat(2,minmax(0,1fr))}h1{font-size:2.1rem}}
`;

export const CARD_PAGE_CSS = minifyCss(source);

/**
 * The page's Content-Security-Policy: its one script from this origin (no inline script), the
 * inline style above, calls to this origin only. With Stripe, Stripe.js and its frames are
 * allowed on this page alone (its fields hold the card in Stripe's own frames).
 */
export function cardPageCspDirectives(provider: 'stripe' | 'simulated') {
  const stripe = provider === 'stripe';
  return {
    defaultSrc: ["'none'"],
    scriptSrc: stripe ? ["'self'", 'https://js.stripe.com'] : ["'self'"],
    styleSrc: [styleHashSource(CARD_PAGE_CSS)],
    imgSrc: ["'self'"],
    connectSrc: stripe ? ["'self'", 'https://api.stripe.com'] : ["'self'"],
    frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
