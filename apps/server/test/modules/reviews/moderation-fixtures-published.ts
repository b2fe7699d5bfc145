import type { ReviewRejectionReason } from '@portal/contract';
import type { Fixture } from './moderation-fixtures.js';

/*
 * More texts for automatic moderation (see moderation-fixtures.ts): reviews it must publish, and
 * restaurants' responses of each outcome.
 */

/** Genuine reviews, glowing or harsh: criticism is no insult, all are published. */
export const publishedFixtures: Fixture[] = [
  {
    language: 'fr',
    text: "Service très lent, plat froid, serveur désagréable qui a levé les yeux au ciel quand on a demandé de l'eau. Quarante-cinq minutes d'attente pour une entrecôte trop cuite. Vraiment décevant pour le prix, nous ne reviendrons pas.",
  },
  {
    language: 'fr',
    text: 'Excellent dîner en amoureux : la burrata était crémeuse, les linguine aux palourdes parfaitement al dente et le tiramisu maison léger comme tout. Le serveur nous a conseillé un vin des Pouilles délicieux. Nous reviendrons !',
  },
  {
    language: 'fr',
    text: "Déçus. Réservation pour 20 h, installés à 20 h 40 sans excuses. Les moules étaient sableuses, les frites grasses et l'addition salée : 38 € par personne sans boisson. L'accueil au téléphone était pourtant aimable.",
  },
  {
    language: 'fr',
    text: 'Petit bistrot de quartier sans prétention, menu du midi à 16 € entrée-plat-dessert. Le hachis parmentier était copieux et bien assaisonné, la crème caramel parfaite. Service rapide et souriant, idéal pour la pause déjeuner.',
  },
  {
    language: 'fr',
    text: "Nous étions six pour un anniversaire. La salle était bruyante, la climatisation en panne et on a attendu une heure entre l'entrée et le plat. Le poisson était sec et la sauce sans goût. Le personnel semblait débordé et personne n'est venu s'excuser. Seul point positif : le fondant au chocolat, vraiment réussi.",
  },
  {
    language: 'fr',
    text: 'Très belle découverte ! Cuisine libanaise généreuse : houmous onctueux, taboulé frais, falafels croustillants et chawarma bien épicé. Le patron passe aux tables pour discuter, l’ambiance est familiale. Rapport qualité-prix imbattable.',
  },
  {
    language: 'fr',
    text: "C'est devenu mon restaurant préféré du quartier : les pizzas au feu de bois ont une pâte légère, la mozzarella est de qualité et les serveurs sont toujours de bonne humeur. Un peu d'attente le vendredi soir, mais ça vaut le coup.",
  },
  {
    language: 'fr',
    text: 'Le chili con carne était bien relevé et le pain bâtard du boulanger d’à côté excellent. Par contre trente minutes de retard sur notre réservation et une serveuse débordée. Plats corrects, cadre sympa, sans plus.',
  },
  {
    language: 'en',
    text: 'Very slow service, cold food and a rude waiter who rolled his eyes when we asked for tap water. We waited fifty minutes for two burgers that arrived lukewarm with soggy fries. Overpriced and disappointing, we will not return.',
  },
  {
    language: 'en',
    text: 'A wonderful evening. The scallops were perfectly seared, the lamb rump pink and juicy, and the lemon tart had just the right sharpness. Our server was attentive without hovering and recommended a lovely Rioja. Highly recommended.',
  },
  {
    language: 'en',
    text: 'Booked a table for 8 pm and were seated at 8:45 with no apology. The steak was ordered medium rare and came out well done, twice. The manager offered nothing but excuses. Nice decor, but the kitchen clearly cannot cope on a Saturday.',
  },
  {
    language: 'en',
    text: 'Great little pub with proper food. The fish and chips were crisp and generous, the mushy peas homemade and the ale well kept. Staff were friendly and the dog-friendly garden is a bonus. Prices are fair for London.',
  },
  {
    language: 'en',
    text: 'Honestly the worst sushi I have had in years. The rice was hard and cold, the salmon looked tired and the miso soup was basically salty water. The waitress was polite but clearly overwhelmed. Not worth the money at all.',
  },
  {
    language: 'en',
    text: "We came for my mother's birthday and the staff made it special: a candle in her dessert, a little card from the chef and a glass of bubbles on the house. The roast chicken was succulent and the gravy rich. Lovely place.",
  },
  {
    language: 'en',
    text: "Sooo good!!! The ramen broth was rich and deep, the chashu melted in the mouth and the soft egg was perfect 😍 Service was quick even though the place was packed. Queue is long at lunch, so come early. Can't wait to go back!",
  },
  {
    language: 'en',
    text: 'The toilets were dirty, the tablecloth stained and we found a hair in the salad. When we pointed it out the waiter just shrugged. The curry itself was tasty, but hygiene like this is unacceptable in a restaurant.',
  },
  // Words that look like a refusal but are not one here.
  {
    language: 'fr',
    text: "Trente minutes de retard sur notre réservation, la salle était sale et les toilettes pas nettoyées. On nous a quand même offert le café pour s'excuser, ce qui est appréciable. Plats corrects sans plus, note moyenne.",
  },
  {
    language: 'fr',
    text: "J'ai invité mes employés pour notre repas de fin d'année : vingt couverts, menu unique à 45 €, tout le monde a été servi en même temps. Le patron nous a même offert l'apéritif. Une équipe au top, je recommande pour les groupes.",
  },
  {
    language: 'fr',
    text: 'Burrata crémeuse, linguine aux palourdes, tiramisu maison. Service rapide, cadre sympa, prix corrects, serveurs souriants, terrasse ombragée, vins naturels, desserts généreux, pain maison, café italien, accueil chaleureux. Parfait.',
  },
  {
    language: 'fr',
    text: "Réservé via TheFork avec 30 % de réduction, l'offre a bien été appliquée. Le chili con carne était copieux, le pollo con arroz un peu fade. Serveuse adorable malgré le rush du samedi midi, on reviendra sans hésiter.",
  },
  {
    language: 'fr',
    text: 'Je travaille ici à côté et je viens souvent le midi : formule plat-dessert à 15 €, rapide et bonne. Le cuisinier change la carte chaque semaine et les portions sont honnêtes. Dommage que la musique soit si forte.',
  },
  {
    language: 'en',
    text: 'As the owner explained, the kitchen was short-staffed that night, which is why our mains took an hour. The steak was good when it came, the fries less so. Booked through OpenTable.com and the table was ready on time.',
  },
  {
    language: 'en',
    text: 'I brought my staff here for our Christmas party: twenty people, set menu, everyone served at once and the vegetarian options were great. My employer paid the bill and nobody complained about the wine either. Recommended for groups.',
  },
  {
    language: 'en',
    text: 'Pros: friendly waiters, excellent lamb, good wine by the glass. Cons: the room is cramped, the music too loud and we waited twenty minutes for the bill. Overall a solid neighbourhood spot, four stars from me, honestly.',
  },
  {
    language: 'fr',
    text: "Si vous voulez mon avis, le dessert gratuit ne rattrape pas une heure d'attente entre l'entrée et le plat. Le serveur était débordé, la cuisine lente, et le poisson trop cuit. Dommage, le cadre est pourtant joli.",
  },
  {
    language: 'fr',
    text: 'Le chef nous a offert un digestif, 5 étoiles pour ce geste ! Le reste était à la hauteur : tartare de boeuf bien assaisonné, frites maison, mousse au chocolat aérienne. Une adresse à garder pour nos sorties en famille.',
  },
  {
    language: 'en',
    text: 'We were offered a free drink for the wait, five stars for the service then. The lamb was pink, the gratin creamy and the lemon tart lovely. The room was loud but our waitress kept checking on us all evening long.',
  },
];

/** A restaurant's responses: short ones are fine, and the restaurant may speak of itself. */
export const responseFixtures: {
  published: Fixture[];
  rejected: Array<Fixture & { reason: ReviewRejectionReason }>;
  pending: Array<Fixture & { reason: ReviewRejectionReason }>;
} = {
  published: [
    {
      language: 'fr',
      text: 'Merci pour votre retour, nous sommes ravis que notre restaurant vous ait plu. À très bientôt !',
    },
    {
      language: 'fr',
      text: "Nous sommes désolés pour l'attente de samedi : notre équipe était incomplète. Nous avons revu l'organisation du service.",
    },
    { language: 'fr', text: 'Merci !' },
    { language: 'en', text: 'Thank you for your kind words, we hope to see you again soon.' },
    {
      language: 'en',
      text: 'We are sorry the steak was overcooked. Our chef has reviewed the cooking times with the whole team.',
    },
  ],
  rejected: [
    { reason: 'insult', language: 'fr', text: "Espèce de connard, tu n'as rien compris à notre cuisine." },
    { reason: 'insult', language: 'en', text: 'You are a liar and a bitch, never come back to our restaurant.' },
    {
      reason: 'personal_data',
      language: 'fr',
      text: 'Madame Martin, nous vous rappellerons au 06 12 34 56 78 pour en parler.',
    },
    {
      reason: 'personal_data',
      language: 'en',
      text: 'We have emailed you at john.smith@gmail.com about your refund.',
    },
    {
      reason: 'spam',
      language: 'fr',
      text: 'Réservez directement sur www.lepetitzinc.fr pour avoir 10 % de remise.',
    },
    {
      reason: 'fraud',
      language: 'fr',
      text: 'Merci ! Pour rappel, un dessert offert pour chaque avis 5 étoiles.',
    },
    {
      reason: 'fraud',
      language: 'en',
      text: 'Thanks! Remember, a free drink for every five star review you post.',
    },
  ],
  pending: [
    {
      reason: 'insult',
      language: 'fr',
      text: "Merci, mais franchement votre critique, c'est de la merde.",
    },
  ],
};
