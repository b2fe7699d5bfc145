import { apiToken, dinnerDayFrom, parisDay, post, postAs, publicIdOf, registerCustomer } from '../api.mjs';

/**
 * The campaigns: two guests who accepted the restaurant's news when booking (a dinner a week
 * ahead), a campaign sent to them and a draft. Needs the services of `buildBookings`.
 */
export async function buildCampaigns(partner) {
  const token = await apiToken(partner);
  const publicId = await publicIdOf(partner);
  const date = parisDay(dinnerDayFrom(7));
  for (const [first, last, time] of [
    ['Claire', 'Dubois', '19:00'],
    ['Hugo', 'Lambert', '21:00'],
  ]) {
    const guest = await registerCustomer(first, last, '1990-03-12');
    await post(
      '/api/v1/customer/bookTable',
      { restaurant_id: publicId, date, time, covers: '2', news_email: '1' },
      { token: guest },
    );
  }
  const truffle = await postAs(token, '/api/v1/restaurant/saveCampaign', {
    fr_subject: 'La semaine de la truffe',
    subject: 'Truffle week',
    fr_body: 'Du 1er au 7 décembre, la truffe noire s’invite à chaque plat. Réservez votre table !',
    body: 'From 1 to 7 December, black truffle in every dish. Book your table!',
  });
  await postAs(token, '/api/v1/restaurant/sendCampaign', { campaign_id: String(truffle.data.id) });
  await postAs(token, '/api/v1/restaurant/saveCampaign', {
    fr_subject: 'Menu de Noël',
    subject: 'Christmas menu',
    fr_body: 'Notre menu de fête est en ligne : foie gras, chapon, bûche maison.',
    body: 'Our festive menu is online: foie gras, capon, home-made yule log.',
  });
}
