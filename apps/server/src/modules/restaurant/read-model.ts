import { declareReadModel } from '../../db/read-model.js';

const referenceList = {
  owner: 'menu',
  columns: ['id', 'fr_label', 'en_label'],
  indexes: [['id']],
  why: 'The lists a restaurant chooses from are the platform lists the menu keeps; the profile joins its link rows to their labels in one query, and checks that chosen ids exist.',
} as const;

/** The account's fields the profile shows beside its own rows. */
export const PROFILE_ACCOUNT_COLUMNS = [
  'id',
  'name',
  'address',
  'latitude',
  'longitude',
  'email',
  'phone',
  'country_code',
  'logo_image',
  'status',
  'admin_aproval',
  'suspended',
  'is_verified',
] as const;

/**
 * What the restaurant module reads of tables other modules own. It writes none of them: the
 * account's fields go through auth's service (`saveAccountDetails`, `setOnline`, `lockAccount`).
 */
export const readModel = declareReadModel({
  partners: {
    owner: 'auth',
    columns: [...PROFILE_ACCOUNT_COLUMNS, 'updated_at'],
    indexes: [['id']],
    why: "The profile shows the account's name, address, contacts and logo beside its own rows, and whether the restaurant takes orders (read for every order placed) joins the account's state to the pause and hours in one primary-key read; the public page's version includes the account's last change.",
  },
  cuisines: referenceList,
  service_types: referenceList,
  food_choices: referenceList,
  payment_methods: referenceList,
});
