/** Entries separated by commas, spread over lines at will. */
function list(entries: string): string[] {
  return entries
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/*
 * The word lists of automatic moderation, French and English, written as people type them: the
 * readers in moderation.ts fold accents and case, so "gérant" also finds "GERANT".
 *
 * Left out on purpose, because a fair review uses them: "retard" (French for "late"), "nul",
 * "minable", "arnaque", "sucks" (criticism, not insults); "sale" (French for "dirty");
 * "bâtard" only as borderline ("pain bâtard"); "con" only in French phrases ("chili con
 * carne"); "negro" ("arroz negro"); "mongol" (a cuisine); "ordure(s)" (rubbish by the door).
 */

/** Insults, slurs and threats: the review is rejected. */
export const INSULT_WORDS = [
  // French
  ...list(`
  connard, connarde, connards, connasse, connasses, salope, salopes, salaud, salauds, salopard,
  salopards, enculé, enculée, enculés, enculer, enculeur, pute, putes, enfoiré, enfoirée,
  enfoirés, pétasse, pouffiasse, grognasse, raclure, trouduc, fdp, ntm, pd, pédé, pédés, gouine,
  gouines, tarlouze, tafiole, bougnoule, bougnoules, bougnoul, youpin, youpine, youpins, bicot,
  bicots, chinetoque, chinetoques, nègre, nègres, négresse
  `),
  // English
  ...list(`
  fucker, fuckers, motherfucker, motherfuckers, fuckface, shithead, dickhead, asshole, assholes,
  arsehole, arseholes, bitch, bitches, bastard, bastards, cunt, cunts, twat, twats, wanker,
  wankers, prick, pricks, slut, sluts, whore, whores, scumbag, scumbags, douchebag, cocksucker,
  retarded, nigger, niggers, nigga, faggot, faggots, kike, kikes, spic, spics, chink, chinks,
  gook, gooks, wetback, wetbacks, tranny, raghead, towelhead, stfu
  `),
];

/** Insult, hate and threat phrases: the review is rejected. */
export const INSULT_PHRASES = [
  // French
  ...list(`
  fils de pute, ta gueule, vos gueules, ferme ta gueule, nique ta mère, nique ta race,
  nique sa mère, nique sa race, va te faire foutre, allez vous faire foutre,
  allez vous faire enculer, trou du cul, sous merde, sac à merde, sale arabe, sales arabes,
  sale juif, sales juifs, sale noir, sales noirs, sale race, sale pd, sale chinois,
  retourne dans ton pays, retournez dans votre pays, je vais vous tuer, je vais te tuer,
  va crever, allez crever, crevez tous, j espère que vous crèverez
  `),
  // English
  ...list(`
  fuck you, fuck off, fuck this place, fuck them, fuck the, son of a bitch, piece of shit,
  shut the fuck up, go back to your country, go back to where you came from, dirty jew,
  dirty jews, dirty arab, dirty arabs, kill yourself, kill yourselves, i will kill you,
  i ll kill you, hope you die, hope you all die, burn this place down, kys
  `),
];

/** Vulgar or rude words that may be fair anger: the review waits for a person. */
export const MILD_INSULT_WORDS = [
  // French
  ...list(`
  merde, merdique, merdiques, putain, ptn, conne, connes, connerie, conneries, idiot,
  idiote, idiots, imbécile, imbéciles, crétin, crétine, crétins, débile, débiles, abruti,
  abrutie, abrutis, bouffon, bouffons, tocard, tocards, bâtard, bâtards, tapette, tg, ordure,
  pourriture, bamboula, emmerdeur, emmerdeurs, nazi, nazis
  `),
  // English
  ...list(`
  fuck, fucking, fucked, shit, shitty, bullshit, crap, crappy, damn, stupid, moron, morons, dumb,
  jerk, jerks, loser, losers, fag, dyke, wtf
  `),
];

/**
 * "Con" alone is also Spanish and Italian on menus ("pollo con arroz", "chili con carne"): only
 * these French uses of it wait for a person.
 */
export const MILD_INSULT_PHRASES = list(`
  allez au diable, va au diable, go to hell, un con, quel con, pauvre con, gros con, sale con, espèce de con, bande de cons, les cons,
  c est con, trop con, vraiment con, le con, ce con, ces cons
`);

/** A word that is harmless in these phrases ("pain bâtard"). */
export const INSULT_EXCEPTIONS = ['pain bâtard', 'tapette à mouches'];

/**
 * E-mail local parts that are a business's address, not a person's: advertising (spam) rather
 * than personal data.
 */
export const ROLE_MAILBOXES = list(`
  contact, info, infos, hello, bonjour, promo, promos, sales, vente, ventes, booking,
  reservation, reservations, marketing, newsletter, noreply, no-reply, support, admin, deals,
  offres, offers, shop, boutique, commande, commandes, service, team, equipe, office, events,
  partenariat, partners
`);

/** Advertising and self-promotion: rejected as spam. */
export const SPAM_PHRASES = [
  // French
  ...list(`
  visitez mon site, visitez notre site, allez voir mon site, rendez vous sur mon site,
  mon site internet, mon blog, suivez moi, suivez nous, abonnez vous, ma chaîne, lien en bio,
  cliquez ici, cliquez sur le lien, gagnez de l argent, gagner de l argent,
  contactez moi en privé, écrivez moi en privé, gagnez un, concours sur ma page, pour plus d infos contactez, profitez de l offre
  `),
  // English
  ...list(`
  visit my site, visit my website, visit my blog, visit our website, check out my, follow me,
  follow us, subscribe to my, my channel, link in bio, click here, click the link, dm me,
  earn money, make money fast, work from home, crypto investment, best casino, buy followers,
  cheap followers, win a free, giveaway on my, enter my giveaway
  `),
];

/** Words that name a code to type ("promo code"): a code written next to them is advertising. */
export const PROMO_CODE_PHRASES = list(`
  code promo, code promotionnel, code de réduction, code réduction, promo code, discount code,
  coupon code, voucher code, use code, utilisez le code, avec le code
`);

/** Someone of the restaurant, or a competitor, speaking: rejected as a conflict of interest. */
export const CONFLICT_PHRASES = [
  // French
  ...list(`
  je suis le gérant, je suis la gérante, je suis le patron, je suis la patronne,
  je suis le propriétaire, je suis la propriétaire, je suis le chef de ce restaurant,
  je suis le cuisinier de ce restaurant, je suis le chef ici, je suis le cuisinier ici, en tant que gérant, en tant que gérante,
  en tant que propriétaire, en tant que patron, en tant que patronne, notre restaurant,
  mon restaurant, notre établissement, mon établissement, ma brasserie, mon bistrot, nos clients,
  je travaille ici, je travaille dans ce restaurant, j y travaille, je suis serveur ici,
  je suis serveuse ici, notre équipe en cuisine,
  le restaurant de mon frère, le restaurant de ma soeur, le restaurant de mon père,
  le restaurant de ma mère, le restaurant de mon mari, le restaurant de ma femme,
  le restaurant de mon oncle, le restaurant de mon cousin, venez plutôt chez nous,
  venez chez nous, notre restaurant d en face, nous sommes concurrents, je suis un concurrent
  `),
  // English
  ...list(`
  i am the owner, i m the owner, im the owner, i am the manager, i am the chef here,
  i m the chef here, i m the head chef here, i am the head chef here,
  i m the manager, i own this restaurant, i own this place, we own this restaurant,
  my restaurant, our restaurant, i work here, i work at this restaurant, i work there,
  my brother s restaurant, my sister s restaurant,
  my father s restaurant, my dad s restaurant, my mother s restaurant, my mum s restaurant,
  my husband s restaurant, my wife s restaurant, my uncle s restaurant, my family s restaurant,
  come to ours instead, come to our place instead, try our restaurant, visit our restaurant,
  we are their competitor, i run the place across
  `),
];

/** Phrases above that a guest may write ("mon restaurant préféré"): not a conflict. */
export const CONFLICT_EXCEPTIONS = list(`
  mon restaurant préféré, mon restaurant favori, mon restaurant fétiche,
  mon restaurant de quartier, mon restaurant de coeur, mon restaurant habituel,
  notre restaurant préféré, notre restaurant favori, notre restaurant fétiche,
  notre restaurant de quartier, notre restaurant habituel, my restaurant of choice,
  our restaurant of choice, our restaurant for the evening, our restaurant for the night,
  je travaille ici à côté, je travaille ici dans le quartier, i work here in town,
  i work here in the area, i work here in the neighbourhood, i work here in the city
`);

/** A tie to the restaurant that is not proof of an interest: the review waits for a person. */
export const CONFLICT_BORDERLINE_PHRASES = list(`
  je connais le patron, je connais la patronne, je connais le gérant, le patron est un ami,
  la patronne est une amie, le gérant est un ami, un ami du patron, une amie du patron,
  i know the owner, the owner is a friend, friend of the owner, friends with the owner,
  my friend s restaurant, full disclosure
`);

/** Reviews bought or swapped: rejected as fraud (the patterns of moderation.ts catch the rest). */
export const FRAUD_PHRASES = [
  // French
  ...list(`
  avis contre avis, échange d avis, échange d avis, on m a payé pour, payé pour écrire,
  payé pour laisser, payée pour écrire, payée pour laisser, rémunéré pour, rémunérée pour,
  on m a demandé de mettre 5 étoiles, on nous a demandé de mettre 5 étoiles, avis sponsorisé,
  avis rémunéré
  `),
  // English
  ...list(`
  review for review, review for a review, r4r, swap reviews, review swap, paid to write,
  paid me to write, paid us to write, paid to leave, paid for this review, paid for a review,
  sponsored review, this review was sponsored, compensated for this review,
  asked us to leave 5 stars, asked me to leave 5 stars, asked us to give 5 stars,
  asked me to give 5 stars
  `),
];

/** Text that is known boilerplate or says where it was copied from: rejected as counterfeit. */
export const BOILERPLATE_PHRASES = list(`
  lorem ipsum, dolor sit amet, consectetur adipiscing, sed do eiusmod, the quick brown fox,
  portez ce vieux whisky, copied from google, copied from tripadvisor, copied from yelp,
  copied from another, copy pasted from, copy paste from, copié de google, copié depuis google,
  copié de tripadvisor, copié sur google, copié collé de, copier coller de, texte copié,
  insert restaurant name, restaurant name here, nom du restaurant ici, insérer le nom
`);

/** Signs a text was written for another site: the review waits for a person. */
export const COUNTERFEIT_BORDERLINE_PHRASES = list(`
  déjà publié sur, déjà posté sur, comme je l ai écrit sur, même avis que sur, publié aussi sur,
  already posted on, already posted this, as i wrote on, same review as on, also posted on,
  originally posted on, cross posted
`);

/** Words about a meal, a place, a service or a visit (French and English). */
export const RESTAURANT_WORDS = [
  // French
  ...list(`
  restaurant, resto, restau, brasserie, bistrot, bistro, crêperie, pizzeria, plat, plats,
  serveur, serveurs, serveuse, serveuses, table, tables, dessert, desserts, menu, menus, carte,
  accueil, accueillis, accueillant, accueillante, repas, cuisine, cuisinier, chef, service,
  dîner, déjeuner, brunch, entrée, entrées, vin, vins, bière, bières, cocktail, cocktails,
  boisson, boissons, café, addition, prix, euros, réservation, réservé, salle, terrasse,
  ambiance, cadre, décor, goût, saveur, saveurs, délicieux, délicieuse, savoureux, savoureuse,
  viande, poisson, steak, burger, burgers, frites, pizza, pizzas, pâtes, salade, soupe, fromage,
  fromages, pain, sauce, cuisson, portion, portions, assiette, assiettes, couverts, bouteille,
  sommelier, personnel, équipe, commande, commandé, attente, attendu, toilettes, manger, mangé,
  boire, goûté, dégusté, dégustation, épicé, cuit, boeuf, poulet, porc, agneau, canard, légumes,
  végétarien, végétarienne, vegan, gluten, allergie, sushi, sushis, ramen, crêpe, crêpes,
  galette, tarte, gâteau, glace, mousse, tiramisu, fondant, huîtres, moules, couscous, tajine,
  curry, nouilles, riz, pourboire, midi, soir, soirée, anniversaire, visite, revenir,
  reviendrons, reviendrai, recommande, recommandons, patron, patronne, apéritif, apéro, digestif,
  cocktail, tapas, bar, barman, fourchette, gastronomique, mets
    adresse, régal, régalé, régalés, copieux, copieuse, gourmand, gourmande, croustillant,
  croustillante, moelleux, cuisiné, cuisinés, servi, servis, servie, quantité, quantités,
  produits, recette, recettes, épices, sucré, salé, amuse-bouche, plancha, rôti, grillé, tartare,
  bouillon, risotto, burrata, carpaccio, magret, confit, entrecôte, bavette, tartine, quiche,
  omelette, hamburger, kebab, falafel, houmous, boulangerie, pâtisserie, traiteur, cantine
`),
  // English
  ...list(`
  dish, dishes, waiter, waiters, waitress, waitresses, server, servers, food, meal, meals,
  dinner, lunch, breakfast, starter, starters, main, mains, wine, wines, beer, beers, drink,
  drinks, coffee, bill, price, prices, booking, reservation, booked, terrace, atmosphere, decor,
  taste, tasted, flavour, flavours, flavor, flavors, delicious, tasty, meat, fish, fries, chips,
  pasta, salad, soup, cheese, bread, plate, plates, cutlery, bottle, staff, kitchen, cook,
  cooked, order, ordered, waited, wait, toilets, bathroom, eat, ate, eaten, spicy, beef, chicken,
  pork, lamb, duck, vegetables, vegetarian, allergy, noodles, rice, cake, tip, host, hostess,
  bartender, evening, birthday, visit, visited, recommend, portion, table, tables, service, menu,
  dessert, desserts, oysters, mussels, cuisine, diner, pub, cafe, eatery, seated, served
    yummy, crispy, juicy, tender, portions, serving, welcoming, welcomed, hospitality, venue,
  lunchtime, appetizer, appetizers, entree, entrees, ingredients, recipe, seasoning, seasoned,
  grilled, roasted, fried, dumplings, steak, sandwich, brisket, ribs, scallops, salmon, tuna,
  prawns, shrimp, lobster, oyster, takeaway, brasserie, bakery, canteen
`),
];

/** Words of politics, of other trades and of other matters than a meal out. */
export const OFF_TOPIC_WORDS = [
  // French
  ...list(`
  élection, élections, président, gouvernement, politique, politiques, ministre, député, députés,
  parti, voter, vote, macron, mélenchon, le pen, impôts, immigration, immigrés, religion,
  manifestation, grève, syndicat, garage, garagiste, mécanicien, voiture, pneus, plombier,
  électricien, dentiste, médecin, coiffeur, coiffeuse, banque, banquier, assurance, assureur,
  opérateur, forfait, abonnement, appartement, loyer, propriétaire, locataire, déménagement,
  colis, livreur, amazon, netflix, film, série, football, match, vaccin, bitcoin, crypto,
  chaussures, téléphone, ordinateur, smartphone
  `),
  // English
  ...list(`
  election, elections, president, government, politics, political, politician, minister, senate,
  congress, democrats, republicans, trump, biden, taxes, mechanic, car, tyres, tires, plumber,
  plumbing, electrician, dentist, doctor, hairdresser, haircut, barber, bank, insurance,
  broadband, contract, apartment, landlord, tenant, rent, parcel, courier, movie, series, league,
  vaccine, phone, laptop, shoes, lawyer, lawsuit
  `),
];

/**
 * The commonest short words of French and English (and a few of German, Spanish and Italian, so
 * a review in those languages is not taken for keyboard mashing): a real text is full of them.
 */
export const COMMON_WORDS = [
  // French
  ...list(`
  le, la, les, l, de, des, du, d, un, une, et, est, a, à, en, au, aux, ce, cet, cette, c, ces,
  il, elle, ils, elles, on, nous, vous, je, j, tu, me, m, se, s, ne, n, pas, plus, très, bien,
  mais, ou, où, qui, que, qu, pour, par, avec, sans, sur, sous, dans, y, son, sa, ses, leur,
  leurs, notre, nos, votre, vos, mon, ma, mes, tout, tous, toute, toutes, été, était, étaient,
  avait, ai, avons, avez, ont, sont, fait, bon, bonne, peu, trop, aussi, comme, si, car, donc,
  alors, puis, déjà, encore, même, rien, après, avant, quand
  `),
  // English
  ...list(`
  the, an, and, or, but, of, to, in, at, for, with, without, is, was, were, are, be, been, it,
  its, this, that, these, those, we, i, you, he, she, they, our, my, your, their, had, has, have,
  not, no, very, so, too, just, really, all, some, there, here, what, when, which, who, as, by,
  from, than, then, also, only, us, me, good, great
  `),
  // German, Spanish, Italian
  ...list(`
  und, der, die, das, ist, nicht, ein, eine, mit, el, los, las, es, muy, con, por, para, di, che,
  non, per, il, molto
  `),
];
