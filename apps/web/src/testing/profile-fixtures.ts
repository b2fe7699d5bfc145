import type { TRestaurantProfile } from '@portal/contract';

/** The restaurant profile as restaurantDetails answers it. */
export function makeProfile(overrides: Partial<TRestaurantProfile> = {}): TRestaurantProfile {
  return {
    id: 7,
    name: 'Le Bistrot du Marché',
    address: '10 Rue de Rivoli, 75004 Paris',
    latitude: 48.8556,
    longitude: 2.3591,
    email: 'bistrot@example.fr',
    phone: '612345678',
    country_code: '+33',
    logo_image: '',
    status: 1,
    paused_until: null,
    paused_by_member: null,
    taking_orders: true,
    open_now: true,
    web_restro: '',
    web_instagram: '',
    web_facebook: '',
    prepration_time: 20,
    capacity: 40,
    price_range: 2,
    parking: 0,
    description: '',
    fr_description: '',
    owner_details: '',
    cuisines: [{ id: 1, label: 'Française' }],
    type_of_service: [{ id: 1, label: 'Sur place' }],
    food_choices: [],
    payment_type: [{ id: 2, label: 'Espèces' }],
    open_time: '12:00,19:00',
    close_time: '14:00,22:30',
    weekly_hours: [],
    closures: [],
    restroGalleryImage: [],
    legal_name: '',
    siret: '',
    vat_number: '',
    allergen_notice: '',
    imageUrl: '/uploads/',
    public_id: 'k3Xq9',
    public_url: 'http://127.0.0.1/r/k3Xq9',
    ...overrides,
  };
}

/** A restaurantDetails answer for fetch-mock. */
export const profileReply = (overrides: Partial<TRestaurantProfile> = {}) => ({
  body: { status: 200, message: '', fr_message: '', data: makeProfile(overrides) },
});
