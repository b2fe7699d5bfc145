import { GUEST_BASE_CSS, minifyCss, scriptlessPageCspDirectives } from '../../core/guest-page-style.js';
import { BOOKING_SECTION_CSS } from './booking/booking-style.js';

/*
 * The public page's whole stylesheet, inlined in the page: no request before the first paint,
 * no font to download (the system's), the web app's colours (terracotta, olive, cream). Phone
 * first; from 60rem the practical information moves beside the menu.
 */
const source = `
${GUEST_BASE_CSS}
a:focus-visible{outline:3px solid #b04f27;outline-offset:2px;border-radius:4px}
h1,h2,h3,h4{line-height:1.2;margin:0}
p,ul,dl{margin:0}
ul{padding:0;list-style:none}
img{display:block;max-width:100%;height:auto}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.wrap{max-width:72rem;margin:0 auto;padding:0 1rem}
.bar{display:flex;justify-content:flex-end;padding:.25rem 0}
.bar a{display:inline-block;padding:.75rem .5rem;font-weight:600}
.hero{background:#fff;border-bottom:1px solid #eadfd5}
.id{display:flex;gap:1rem;align-items:center;padding:.25rem 0 1rem}
.logo{width:72px;height:72px;border-radius:50%;object-fit:cover;flex:none;background:#fbe4da}
h1{font-size:1.75rem;font-weight:750;overflow-wrap:anywhere}
.tags{color:#5f5650;margin-top:.25rem}
.status{display:inline-block;margin:0 0 .75rem;padding:.4rem .8rem;border-radius:12px;font-weight:600;background:#f1ece6;color:#4a3f38}
.status::before{content:"";display:inline-block;width:.6rem;height:.6rem;margin-right:.5rem;border-radius:50%;background:currentColor}
.s-open,.s-online{background:#e9eedb;color:#4d6120}
.s-paused{background:#fbf0d9;color:#7a4f00}
.s-closed{background:#fbe4da;color:#9a421e}
.note{color:#5f5650;margin:-.25rem 0 .75rem}
.about{max-width:44rem;padding-bottom:1rem;white-space:pre-line}
.photos{display:flex;gap:.5rem;overflow-x:auto;scroll-snap-type:x mandatory;padding:0 0 1rem}
.photos li{flex:none;scroll-snap-align:start}
.photos img{width:200px;height:150px;object-fit:cover;border-radius:12px;background:#eadfd5}
.layout{display:grid;grid-template-columns:minmax(0,1fr);gap:1.5rem;padding-top:1.5rem;padding-bottom:2rem}
.chips{display:flex;gap:.5rem;overflow-x:auto;padding:.25rem 0 .75rem}
.chips a{flex:none;display:inline-block;padding:.55rem .9rem;border-radius:999px;background:#fff;border:1px solid #e3d6ca;text-decoration:none;font-weight:600;white-space:nowrap}
h2{font-size:1.4rem;margin:0 0 .75rem}
.section{margin-top:1.25rem;scroll-margin-top:1rem}
h3{font-size:1.15rem;color:#9a421e;padding-bottom:.35rem;border-bottom:2px solid #f3c6b2;margin-bottom:.5rem}
.dish{display:flex;gap:.75rem;padding:.85rem 0;border-bottom:1px solid #eadfd5}
.dish>div{flex:1;min-width:0}
.dish img{width:84px;height:84px;border-radius:10px;object-fit:cover;flex:none;background:#eadfd5}
.head{display:flex;flex-wrap:wrap;column-gap:.75rem;justify-content:space-between;align-items:baseline}
.head h4{flex:1 1 10rem}
h4{font-size:1.05rem;font-weight:650}
.price{white-space:nowrap;font-weight:700;text-align:right}
.price del{color:#5f5650;font-weight:400;margin-right:.35rem}
.desc{color:#4a3f38;margin-top:.2rem}
.sizes{margin-top:.35rem}
.sizes li{display:flex;justify-content:space-between;gap:.75rem;padding:.15rem 0}
.small{font-size:.9rem;color:#5f5650;margin-top:.3rem}
.small b{color:#2b211c;font-weight:600}
.badges{display:flex;flex-wrap:wrap;gap:.35rem;margin-top:.35rem}
.badge{font-size:.8rem;font-weight:700;padding:.1rem .5rem;border-radius:6px;background:#fbe4da;color:#9a421e}
.badge.off{background:#ece7e2;color:#4a3f38}
.badge.promo{background:#e9eedb;color:#4d6120}
.unavailable h4,.unavailable .price{color:#5f5650}
.card{background:#fff;border:1px solid #eadfd5;border-radius:16px;padding:1rem 1.1rem}
aside{display:grid;gap:1rem;align-content:start}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.35rem 0;vertical-align:top;border-bottom:1px solid #f1ece6}
th{font-weight:500;padding-right:1rem;white-space:nowrap}
th::first-letter{text-transform:uppercase}
.nowrap{white-space:nowrap}
.today th,.today td{font-weight:750;color:#9a421e;background:#fff3ee}
.today th{padding-left:.4rem}
.today small{font-weight:600}
.card h3{font-size:1rem;color:inherit;border:0;margin:1rem 0 .35rem;padding:0}
dl div{padding:.4rem 0;border-bottom:1px solid #f1ece6}
dl div:last-child{border-bottom:0}
dt{font-size:.85rem;color:#5f5650}
dd{margin:0}
.links a{display:inline-block;padding:.35rem 0;margin-right:1rem}
address{font-style:normal}
.block{display:inline-block;padding:.35rem 0}
footer{color:#5f5650;font-size:.9rem;padding:1.5rem 0 2.5rem;border-top:1px solid #eadfd5}
.book-cta{margin:0 0 1rem}
.cta{display:inline-flex;align-items:center;min-height:2.75rem;padding:.6rem 1.25rem;border-radius:10px;background:#b04f27;color:#fff;font-weight:700;text-decoration:none}
.cta:hover{background:#9a421e}
.book{scroll-margin-top:1rem}
.book:target{border-color:#b04f27;box-shadow:0 0 0 3px #f3c6b2}
.book:focus-visible{outline:3px solid #b04f27;outline-offset:2px}
.book:focus:not(:focus-visible){outline:none}
.rating-link{margin:-.25rem 0 .75rem}
.rating-link a{display:inline-block;padding:.35rem 0;font-weight:600}
.reviews{padding-bottom:2rem}
footer p+p{margin-top:.5rem}
.reviews>p{max-width:44rem;margin-bottom:.75rem}
.score{font-size:1.1rem}
.stars{color:#b5452a;letter-spacing:.1em;white-space:nowrap}
.stars .off{color:#dccdc0}
.checked,.order{color:#4a3f38}
.review-list{padding:0;list-style:none;max-width:44rem}
.review{padding:1rem 0;border-top:1px solid #eadfd5}
.review h3{font-size:1rem;color:inherit;border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem;align-items:baseline}
.author{font-weight:650}
.dates{font-size:.9rem;color:#5f5650;margin:.15rem 0 .4rem}
.text{white-space:pre-line;overflow-wrap:anywhere}
.response{margin:.75rem 0 0 1rem;padding:.6rem .9rem;border-left:3px solid #f3c6b2;background:#fff;border-radius:0 10px 10px 0}
.response .dates{margin-top:0}
.response strong{color:#2b211c}
.pager{display:flex;gap:1.5rem;flex-wrap:wrap;padding-top:1rem;border-top:1px solid #eadfd5;max-width:44rem}
.pager a{display:inline-block;padding:.5rem 0;font-weight:600}
.policy-title{padding:.25rem 0 1.25rem}
.policy{max-width:46rem;padding-top:1.5rem;padding-bottom:2rem}
.policy section{margin-top:1.5rem}
.policy h2{font-size:1.25rem;margin-bottom:.5rem}
.policy section p+p{margin-top:.6rem}
.policy ul{list-style:disc;padding-left:1.5rem;margin-top:.5rem}
.policy li{padding:.15rem 0}
.lost{max-width:34rem;margin:0 auto;padding:4rem 1rem;text-align:center}
.lost h1{margin:.5rem 0 1rem}
.lost p{margin:0 0 1rem}
.lost div{margin-top:1.5rem;padding-top:1.5rem;border-top:1px solid #eadfd5}
.button{display:inline-block;padding:.75rem 1.25rem;border-radius:10px;background:#b04f27;color:#fff;font-weight:700;text-decoration:none}
${BOOKING_SECTION_CSS}
@media (min-width:60rem){.layout{grid-template-columns:minmax(0,1fr) 22rem;gap:2.5rem}h1{font-size:2.25rem}.logo{width:96px;height:96px}.photos img{width:240px;height:180px}}
`;

export const PAGE_CSS = minifyCss(source);

/**
 * The page's Content-Security-Policy, stricter than the web app's: nothing runs; the booking
 * section's form (party and date) opens the day's times on this origin.
 */
export const PAGE_CSP_DIRECTIVES = scriptlessPageCspDirectives(PAGE_CSS);
