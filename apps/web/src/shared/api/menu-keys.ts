/**
 * The root of every menu query key (items, add-ons, dish types, reference lists). Items show
 * add-on and dish-type names, so a change to those invalidates this root and no item keeps an
 * old name.
 */
export const menuRootKey = ['menu'] as const;
