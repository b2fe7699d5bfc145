import Sqids from 'sqids';

/*
 * The public id of a restaurant (its page's address, `/r/{public_id}`, and what customer apps
 * send): the id encoded with Sqids, a fixed alphabet so that it is stable across restarts and
 * processes. Anything that does not decode to exactly one id, or that is not the canonical
 * spelling of it, is no restaurant.
 */
const sqids = new Sqids({ alphabet: 'k3G7QAe51FCsPW92uEOyq4Bg6Sp8YzVTmnU0liwDdHXLajZrfxNJh', minLength: 8 });

export function encodePublicId(restaurantId: number): string {
  return sqids.encode([restaurantId]);
}

export function decodePublicId(publicId: string): number | null {
  const [id, ...rest] = sqids.decode(publicId);
  if (id === undefined || rest.length > 0 || !Number.isSafeInteger(id) || id < 1) return null;
  return sqids.encode([id]) === publicId ? id : null;
}
