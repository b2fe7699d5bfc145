/**
 * The schemas of the profile's answers bring the profile's, the menu's and the hours' rules: they
 * load with the first profile call, not with every partner screen (`restaurantSchemas()`).
 */
export {
  ZChangeStatusResponseSchema,
  ZEditMyDetailsResponseSchema,
  ZRestaurantDetailsResponseSchema,
} from '@portal/contract';
