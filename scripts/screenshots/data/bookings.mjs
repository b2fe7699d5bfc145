import {
  apiToken,
  dinnerDayFrom,
  getAs,
  parisDay,
  parisInstant,
  post,
  postAs,
  publicIdOf,
  registerCustomer,
  setServerClock,
  weekdayOf,
} from '../api.mjs';
import { baseURL } from '../server.mjs';

/** A guest's own mobile number, the same each time they book (their visits add up on their card). */
function phoneOf(firstName, lastName) {
  let sum = 0;
  for (const char of `${firstName} ${lastName}`) sum = (sum * 31 + char.charCodeAt(0)) % 100_000_000;
  return `06${String(sum).padStart(8, '0')}`;
}

/** A booking the restaurant enters itself, for a guest on their phone number. */
function createBooking(token, { date, time, covers, firstName, lastName, note, source }) {
  return postAs(token, '/api/v1/restaurant/createBooking', {
    date,
    time,
    covers,
    first_name: firstName,
    last_name: lastName,
    phone: phoneOf(firstName, lastName),
    country_code: '33',
    note,
    source,
  });
}

/**
 * Table bookings taken: a lunch and a dinner service (closed on Mondays, lunch only on Sundays,
 * as the profile's hours), five tables, and the next day with a dinner (Paris) booked by phone
 * and online, one party of six waiting for the restaurant (above the automatic confirmation).
 * Returns that day. A booking the server finds no room for is left out, with a warning.
 */
export async function buildBookings(partner) {
  const token = await apiToken(partner);
  await postAs(token, '/api/v1/restaurant/saveReservationSettings', {
    enabled: '1',
    slot_minutes: '30',
    min_notice_minutes: '60',
    max_advance_days: '60',
    max_party_online: '8',
    duration_minutes: '90',
    durations_by_party: JSON.stringify([{ max_covers: 2, minutes: 75 }]),
    auto_confirm_max_covers: '4',
    imprint_per_cover: '0',
    imprint_min_party: '1',
  });
  for (const service of [
    { name: 'Lunch', fr_name: 'Déjeuner', weekdays: '2,3,4,5,6,7', first_slot: '12:00', last_slot: '13:00' },
    { name: 'Dinner', fr_name: 'Dîner', weekdays: '2,3,4,5,6', first_slot: '19:00', last_slot: '21:00' },
  ]) {
    await postAs(token, '/api/v1/restaurant/saveService', {
      id: '',
      ...service,
      capacity_covers: '40',
      pacing_covers: '12',
    });
  }
  const tableIds = {};
  for (const [name, min, max, online] of [
    ['T1', 1, 2, 1],
    ['T2', 2, 4, 1],
    ['T3', 2, 4, 1],
    ['T4', 4, 6, 1],
    ['Salon', 6, 10, 0],
  ]) {
    const saved = await postAs(token, '/api/v1/restaurant/saveTable', {
      id: '',
      name,
      min_covers: String(min),
      max_covers: String(max),
      online: String(online),
    });
    tableIds[name] = saved.data.id;
  }
  // The room on the plan (the salon apart), T2 and T3 put together, two parties at the door, one seated.
  const place = (name, x, y, shape, area = '', rotation = 0) => ({
    table_id: tableIds[name],
    x,
    y,
    shape,
    rotation,
    area,
    blocked: 0,
  });
  await postAs(token, '/api/v1/restaurant/saveFloorPlan', {
    tables: [
      place('T1', 150, 200, 'round'),
      place('T2', 380, 200, 'square'),
      place('T3', 560, 200, 'square'),
      place('T4', 820, 600, 'rect', '', 90),
      place('Salon', 400, 450, 'rect', 'Salon'),
    ],
  });
  await postAs(token, '/api/v1/restaurant/saveTableCombination', {
    table_ids: `${tableIds.T2},${tableIds.T3}`,
    min_covers: '5',
    max_covers: '8',
    online: '1',
  });
  const seated = await postAs(token, '/api/v1/restaurant/addWalkIn', { name: 'Lefèvre', covers: '4', quoted_minutes: '0' });
  await postAs(token, '/api/v1/restaurant/addWalkIn', { name: 'Martin', covers: '2', quoted_minutes: '15' });
  await postAs(token, '/api/v1/restaurant/seatWalkIn', { entry_id: String(seated.data.entry_id), table_ids: String(tableIds.T4) });
  const days = dinnerDayFrom(1);
  const date = parisDay(days);
  const book = (what, call) =>
    call.catch((error) => process.stderr.write(`screenshots: booking ${what} left out (${error.message})\n`));
  for (const [time, covers, firstName, lastName, note] of [
    ['19:00', '2', 'Camille', 'Durand', ''],
    ['19:30', '4', 'Hugo', 'Bernard', 'Anniversaire : un dessert avec une bougie'],
    ['20:00', '3', 'Inès', 'Moreau', 'Sans gluten'],
  ]) {
    await book(
      `${time} ${lastName}`,
      createBooking(token, { date, time, covers, firstName, lastName, note, source: 'phone' }),
    );
  }
  // Offers: 20 % on food late in the evening (the online booking below takes it), and a paused one.
  const until = parisDay(days + 45);
  for (const [offer, status] of [
    [{ name: 'Fin de soirée', percent: '20', applies_to: 'food', first_slot: '20:30', last_slot: '21:00' }, 'active'],
    [
      { name: 'Déjeuner en semaine', percent: '15', applies_to: 'all', first_slot: '12:00', last_slot: '13:00' },
      'paused',
    ],
  ]) {
    const saved = await postAs(token, '/api/v1/restaurant/saveOffer', {
      ...offer,
      weekdays: '2,3,4,5,6',
      valid_from: parisDay(0),
      valid_to: until,
      max_covers_per_slot: '10',
      min_party: '2',
    });
    if (status === 'paused')
      await postAs(token, '/api/v1/restaurant/changeOfferStatus', { offer_id: String(saved.data.id), status });
  }
  const guest = await registerCustomer('Lucie', 'Fontaine', '1991-05-14');
  await book(
    '20:30 Fontaine',
    post(
      '/api/v1/customer/bookTable',
      { restaurant_id: await publicIdOf(partner), date, time: '20:30', covers: '6', note: 'Une chaise haute pour un enfant' },
      { token: guest },
    ),
  );
  return date;
}

/**
 * A guest's own booking, made online a few days ahead (a dinner, so the 12-hour limit is far):
 * the address of the manage link its confirmation carries, as the guest opens it from the SMS.
 * The confirmation goes out through the durable jobs (polled every 5 s): the outbox is read
 * until it is there.
 */
export async function guestManageLink(partner) {
  const publicId = await publicIdOf(partner);
  const guest = await registerCustomer('Julien', 'Moreau', '1986-09-03');
  const booked = await post(
    '/api/v1/customer/bookTable',
    { restaurant_id: publicId, date: parisDay(dinnerDayFrom(3)), time: '19:30', covers: '2', note: '' },
    { token: guest },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const messages = await (await fetch(`${baseURL}/api/dev/outbox`)).json();
    const sms = messages.find((entry) => entry.text.includes(booked.data.reference) && entry.text.includes('token='));
    if (sms) {
      const link = new URL(/https?:\/\/\S+/.exec(sms.text)[0]);
      return `${link.pathname}${link.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No confirmation with a manage link was sent for booking ${booked.data.reference}`);
}

/**
 * Two past weeks of dinners for the statistics (the server's clock set back to each day, then put
 * right): bookings by phone and walk-ins made in the morning, honoured in the evening, a no-show
 * every few days. Needs the services of `buildBookings`.
 */
export async function buildBookingHistory(partner) {
  const token = await apiToken(partner);
  const parties = [
    ['19:00', '2', 'Camille', 'Durand', 'phone'],
    ['19:30', '4', 'Hugo', 'Bernard', 'phone'],
    ['20:00', '3', 'Inès', 'Moreau', 'walk_in'],
    ['20:30', '2', 'Léo', 'Petit', 'phone'],
    ['21:00', '4', 'Nora', 'Lambert', 'phone'],
  ];
  try {
    for (let days = -14; days <= -1; days += 1) {
      const date = parisDay(days);
      // Sunday (0) and Monday (1) have no dinner.
      if ([0, 1].includes(weekdayOf(date))) continue;
      await setServerClock(parisInstant(date, '10:00'));
      const booked = [];
      // More tables on Fridays and Saturdays.
      const weekend = [5, 6].includes(weekdayOf(date));
      for (const [time, covers, firstName, lastName, source] of weekend ? parties : parties.slice(0, 3)) {
        const created = await createBooking(token, { date, time, covers, firstName, lastName, note: '', source });
        booked.push(created.data.id);
      }
      await setServerClock(parisInstant(date, '23:00'));
      for (const [index, id] of booked.entries()) {
        const status = index === 1 && Math.abs(days) % 3 === 0 ? 'no_show' : 'honoured';
        await postAs(token, '/api/v1/restaurant/changeBookingStatus', { booking_id: String(id), status });
      }
    }
  } catch (error) {
    process.stderr.write(`screenshots: booking history left out (${error.message})\n`);
  } finally {
    await setServerClock(Date.now());
  }
}

/**
 * The guest book: the team's notes, tags and allergies on the guest who came most (the book and
 * the reviews' honoured lunches give the others their visits), so the list and the card show them.
 */
export async function buildGuests(partner) {
  try {
    const token = await apiToken(partner);
    const { data } = await getAs(token, '/api/v1/restaurant/guestList', { lang: 'fr' });
    const [regular, second] = data.guests;
    if (regular) {
      await postAs(token, '/api/v1/restaurant/saveGuestNotes', {
        guest_id: String(regular.id),
        notes: 'Préfère la banquette près de la fenêtre. Vient souvent fêter un anniversaire en famille.',
        tags: JSON.stringify(['Habitué', 'Anniversaire']),
        allergens: 'gluten,nuts',
      });
    }
    if (second) {
      await postAs(token, '/api/v1/restaurant/saveGuestNotes', {
        guest_id: String(second.id),
        notes: '',
        tags: JSON.stringify(['VIP']),
        allergens: 'milk',
      });
    }
  } catch (error) {
    process.stderr.write(`screenshots: guests left out (${error.message})\n`);
  }
}
