import {
  apiToken,
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

/**
 * Reviews of a lunch a few days ago (the server's clock set back, then put right): four guests
 * booked online in the morning, were seated and honoured; the next morning three wrote a review
 * moderation published (5, 4 and 2 stars) and one an insult it rejected. The restaurant answered
 * the first and reported the third. Needs the services of `buildBookings`.
 */
export async function buildReviews(partner) {
  const token = await apiToken(partner);
  const publicId = await publicIdOf(partner);
  let days = -4;
  // Monday (1) has no lunch.
  while (weekdayOf(parisDay(days)) === 1) days -= 1;
  const date = parisDay(days);
  const next = parisDay(days + 1);
  const guests = [
    [
      'Marie',
      'Dupont',
      5,
      'Excellent déjeuner entre collègues : la quenelle de brochet était soufflée à souhait, la sauce Nantua généreuse et le gratin dauphinois fondant. Service attentionné malgré la salle pleine. Nous reviendrons !',
    ],
    [
      'Thomas',
      'Leroy',
      4,
      'Très bonne adresse lyonnaise, la salade lyonnaise était copieuse et l’andouillette bien grillée. Un peu d’attente entre les plats, mais le serveur nous a prévenus avec le sourire. La tarte aux pralines vaut le détour.',
    ],
    [
      'Sophie',
      'Garnier',
      2,
      'Déçue. La cervelle de canut manquait d’herbes, la viande est arrivée tiède et on a attendu plus de vingt minutes l’addition. Le cadre est agréable et l’accueil aimable, mais la cuisine n’était pas au niveau ce jour-là.',
    ],
    [
      'Paul',
      'Renard',
      1,
      'Le serveur est un vrai connard, il nous a parlé comme à des chiens pendant tout le repas. Le plat était correct mais je ne remettrai jamais les pieds dans ce restaurant tant que cet individu y travaillera.',
    ],
  ];
  const reviewIds = [];
  await setServerClock(parisInstant(date, '09:00'));
  try {
    const booked = [];
    for (const [index, [firstName, lastName]] of guests.entries()) {
      const guest = await registerCustomer(firstName, lastName, '1990-04-12');
      const booking = await post(
        '/api/v1/customer/bookTable',
        {
          restaurant_id: publicId,
          date,
          time: index < 2 ? '12:00' : '12:30',
          // Three tables seat two, the fourth from four on.
          covers: index < 3 ? '2' : '4',
          note: '',
        },
        { token: guest },
      );
      booked.push({ guest, id: booking.data.id });
    }
    for (const [at, status] of [
      ['12:40', 'seated'],
      ['14:00', 'honoured'],
    ]) {
      await setServerClock(parisInstant(date, at));
      for (const { id } of booked)
        await postAs(token, '/api/v1/restaurant/changeBookingStatus', { booking_id: String(id), status });
    }
    await setServerClock(parisInstant(next, '10:00'));
    for (const [index, { guest, id }] of booked.entries()) {
      const [, , rating, text] = guests[index];
      const reply = await fetch(`${baseURL}/api/v1/customer/postReview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: guest },
        body: JSON.stringify({ booking_id: String(id), rating: String(rating), text }),
      }).then((response) => response.json());
      if (reply.data?.id) reviewIds.push(reply.data.id);
    }
    await setServerClock(parisInstant(next, '18:00'));
    await postAs(token, '/api/v1/restaurant/respondToReview', {
      review_id: String(reviewIds[0]),
      text: 'Merci pour ce joli retour, toute l’équipe est ravie que le déjeuner vous ait plu. À bientôt !',
    });
    await postAs(token, '/api/v1/restaurant/reportReview', {
      review_id: String(reviewIds[2]),
      reason: 'Nous ne trouvons pas trace de ces plats sur la commande de cette table.',
    });
  } catch (error) {
    process.stderr.write(`screenshots: reviews left out (${error.message})\n`);
  } finally {
    await setServerClock(Date.now());
  }
}
