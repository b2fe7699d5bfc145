import {
  apiToken,
  createPartner,
  dinnerDayFrom,
  getAs,
  parisDay,
  post,
  postAs,
  publicIdOf,
  registerCustomer,
} from '../api.mjs';

let restaurant;
let shots = 0;

/**
 * A restaurant of its own asking 20 € a person from parties of 2 (so no other screen shows its
 * bookings), set up once: its settings and a dinner service every evening.
 */
async function imprintRestaurant() {
  if (restaurant) return restaurant;
  const partner = await createPartner('Le Café des Traboules', 'approved');
  const token = await apiToken(partner);
  await postAs(token, '/api/v1/restaurant/saveReservationSettings', {
    enabled: '1',
    slot_minutes: '30',
    min_notice_minutes: '60',
    max_advance_days: '60',
    max_party_online: '8',
    duration_minutes: '90',
    durations_by_party: '[]',
    auto_confirm_max_covers: '8',
    imprint_per_cover: '20',
    imprint_min_party: '2',
  });
  await postAs(token, '/api/v1/restaurant/saveService', {
    id: '',
    name: 'Dinner',
    fr_name: 'Dîner',
    weekdays: '1,2,3,4,5,6,7',
    first_slot: '19:00',
    last_slot: '21:00',
    capacity_covers: '40',
    pacing_covers: '12',
  });
  restaurant = { publicId: await publicIdOf(partner) };
  return restaurant;
}

/**
 * The card page of a new guest's party of 4, waiting for its card. Made for each shot: a booking
 * waits 15 minutes for its card, and the whole run takes longer.
 */
export async function guestCardLink() {
  const { publicId } = await imprintRestaurant();
  // Each on its own evening: the restaurant's pacing is never in the way.
  shots += 1;
  const guest = await registerCustomer('Julien', 'Moreau', '1986-09-03');
  const booked = await post(
    '/api/v1/customer/bookTable',
    { restaurant_id: publicId, date: parisDay(dinnerDayFrom(2 + shots)), time: '19:30', covers: '4', note: '' },
    { token: guest },
  );
  if (booked.data?.status !== 'awaiting_guarantee') throw new Error(`No card asked: ${JSON.stringify(booked)}`);
  const link = await getAs(guest, '/api/v1/customer/bookingCardPage', { booking_id: String(booked.data.id) });
  return link.data.url;
}
