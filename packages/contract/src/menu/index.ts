/*
 * Menu management: items, add-ons, dish types, one file each, their limits in limits.ts. Every
 * call is scoped to the partner of the token; something of another partner is answered
 * NOT_FOUND, like something that does not exist. Query parameters and form fields arrive as
 * strings and are coerced by the schemas.
 *
 * Names in replies follow `lang`: `item_name`, add-on `name` and dish-type `typeofitemname` are
 * the name to show in that language (falling back to the other one when empty); the stored
 * values are in `en_*` / `fr_*` for edit forms. In requests, `item_name`, `name` and
 * `typeofitemname` are the English names and `fr_*` the French ones, as the original clients sent.
 */
export * from './limits.js';
export * from './allergens.js';
export * from './items.js';
export * from './dish-types.js';
export * from './addons.js';
