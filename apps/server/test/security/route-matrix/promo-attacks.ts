import { promoApiPaths } from '@portal/contract';
import { codeForm } from '../../modules/promotions/promo-helper.js';
import { type AttackRow, getWith, postWith } from './attack-rows.js';

/** Promo codes, attacked with B's ids: A sees only its own, and B's code is answered as missing. */
export const promoAttacks: AttackRow[] = [
  getWith(promoApiPaths.promoCodeList, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  postWith(promoApiPaths.savePromoCode, 'not-found', (b) => ({ ...codeForm({ code: 'VOLE50' }), promo_id: b.promo })),
  postWith(promoApiPaths.changePromoCodeStatus, 'not-found', (b) => ({ promo_id: b.promo, status: 'paused' })),
  postWith(promoApiPaths.deletePromoCode, 'not-found', (b) => ({ promo_id: b.promo })),
];
