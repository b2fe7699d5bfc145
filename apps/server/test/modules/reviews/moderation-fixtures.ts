import type { ReviewRejectionReason } from '@portal/contract';

/*
 * Texts for automatic moderation, French and English, written like the reviews guests post.
 * Every text is longer than 200 code points except those meant to be too short.
 */

export interface Fixture {
  language: 'fr' | 'en';
  text: string;
}

export const RESTAURANT_NAME = 'Le Petit Zinc';

/** Each must be rejected with its reason. */
export const rejectedFixtures: Record<ReviewRejectionReason, Fixture[]> = {
  too_short: [
    { language: 'fr', text: 'Très bon restaurant, je recommande !' },
    {
      language: 'fr',
      text: 'Service lent mais plats corrects. Bon rapport qualité-prix pour le quartier, on reviendra peut-être un midi.',
    },
    {
      // Longer than 200 characters as typed, but runs of spaces count as one.
      language: 'fr',
      text: 'Accueil         souriant,          tartare          frais          et          frites          maison.          Dessert          un          peu          sucré          mais          bonne          soirée.',
    },
    { language: 'en', text: 'Great food!' },
    {
      language: 'en',
      text: 'Nice place, friendly staff, the burger was juicy and the fries crispy. Would come back.',
    },
    {
      language: 'en',
      text: '   The lamb was tender, the wine list short but well chosen, and the waiter knew every dish by heart. A good evening overall, if a little loud near the bar on a Friday night out.   ',
    },
  ],
  insult: [
    {
      language: 'fr',
      text: 'Le serveur est un vrai connard, il nous a parlé comme à des chiens pendant tout le repas. Le plat était correct mais je ne remettrai jamais les pieds dans ce restaurant tant que cet individu y travaillera.',
    },
    {
      language: 'fr',
      text: "Patron c0nn4rd qui hurle sur ses serveuses devant les clients. Les pizzas sont bonnes, mais l'ambiance est insupportable et on a honte pour l'équipe. Franchement, fuyez ce restaurant, vous serez mieux ailleurs.",
    },
    {
      language: 'fr',
      text: 'Trop de sales arabes en cuisine, voilà pourquoi la nourriture a ce goût. Le couscous était froid et le service interminable, je déconseille ce restaurant à tout le monde, vraiment à tout le monde, sans exception.',
    },
    {
      language: 'fr',
      text: 'La gérante est une s.a.l.o.p.e qui refuse de changer une assiette froide. On a attendu quarante minutes le plat principal, et quand on a osé se plaindre elle nous a insultés devant toute la salle pleine.',
    },
    {
      language: 'en',
      text: 'The manager is an absolute asshole. He screamed at our waitress in front of everyone and then refused to take back a burnt steak. The food itself was average at best and the wine list is overpriced for what it is.',
    },
    {
      language: 'en',
      text: 'What a bunch of f*cking b1tches working the front desk. We had a booking for eight and they gave our table away, then laughed at us. The pasta we finally got was cold and the dessert never came at all.',
    },
    {
      language: 'en',
      text: 'Go back to your country, you and your greasy kitchen. The chicken curry was swimming in oil, the rice was undercooked and the waiter could not understand a word of English. Worst dinner of my whole life.',
    },
    {
      language: 'en',
      text: 'The chef is a total WANKERRRR who came out of the kitchen to argue about his overcooked lamb. We paid ninety pounds for two mains and a bottle of house red and got insulted on top of it. Never, ever again.',
    },
  ],
  gibberish: [
    {
      language: 'fr',
      text: 'azertyuiop qsdfghjklm wxcvbn azerty qsdfgh wxcvbn poiuytreza mlkjhgfdsq nbvcxw azertyuiop qsdfghjklm wxcvbn azerty qsdfgh poiuytreza mlkjhgfdsq nbvcxw azertyu qsdfghj wxcvb azertyuiop qsdfghjklm wxcvbn',
    },
    {
      language: 'fr',
      text: 'Booooooooooooooonnnnnnnnnnnnnnnnnn !!!!!!!!!!!!!!!!!!!! Miammmmmmmmmmmmmmmmmm ............................ Ouiiiiiiiiiiiiiiiiiiii !!!!!!!!!!!!!!!!!!!!! Suuuuuuuuuuuuuuuuuuuper !!!!!!!!!!!!!!!!!!!! Ooooooh',
    },
    {
      language: 'fr',
      text: 'Bon bon bon bon bon bon bon bon bon bon bon plat plat plat plat plat plat plat plat plat bon bon bon bon bon bon plat plat plat plat bon bon bon bon bon plat plat plat plat plat bon bon bon bon bon bon plat plat',
    },
    {
      language: 'fr',
      text: 'Jlkfd hgtr pmlk zrtq vbnj trzm plkj vcxw nbvc hgfd mlkj bvcx trez dsqf plmk jhgf cvbn klmj hgtr frdz pmlk zrtq vbnj trzm plkj vcxw nbvc hgfd mlkj bvcx trez dsqf plmk jhgf cvbn klmj hgtr frdz plmk trzm vcxw',
    },
    {
      language: 'en',
      text: 'asdfghjkl qwertyuiop zxcvbnm asdf qwer zxcv lkjhgfdsa poiuytrewq mnbvcxz asdfgh qwerty zxcvb asdfghjkl qwertyuiop zxcvbnm asdf qwer zxcv lkjhgfdsa poiuytrewq mnbvcxz asdfgh qwerty zxcvb asdfghjkl qwertyuiop',
    },
    {
      language: 'en',
      text: 'Hahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahaha lol lol lol xD xD xD omg omg omg wow wow wow hahahahahahahahahahahahahahahahahahahahahahahahahahahahahahahaha',
    },
    {
      language: 'en',
      text: 'Lkjsdf oiwuer mnxbcv pqowie ruty alskdj fhgqpw oeiruty zmxnc bvlaks jdfhg qpwoei rutyal skdjfh gzmxnc bvlak sjdfh gqpwo eiruty alskdjf hgqpwoe irutya lskdjfhg zmxncb vlaksjd fhgqpw oeirut yalskd jfhg qpwoei',
    },
    {
      language: 'en',
      text: '!!! ??? ### *** ... :) :) :( ;) <3 <3 <3 ^^ ^^ -- ++ == // !!! ??? ### *** ... :) :) :( ;) <3 <3 <3 ^^ ^^ -- ++ == // wow !!! ??? ### *** ... :) :) :( ;) <3 <3 <3 ^^ ^^ -- ++ == // omg !!! ??? ### *** ...',
    },
  ],
  unrelated: [
    {
      language: 'fr',
      text: "Ce gouvernement est une honte, le président ne pense qu'à ses amis banquiers et les impôts augmentent chaque année. Il faut voter pour changer les choses aux prochaines élections, sinon nos enfants paieront la facture.",
    },
    {
      language: 'fr',
      text: "Mon garagiste m'a facturé une fortune pour changer deux pneus et une plaquette de frein, sans même me montrer les pièces usées. La voiture fait encore un bruit bizarre au freinage. Je déconseille fortement ce garage.",
    },
    {
      language: 'fr',
      text: "Mon opérateur m'a coupé la ligne internet pendant trois semaines et le conseiller au téléphone m'a raccroché au nez deux fois. Je change d'abonnement dès la fin de mon forfait, c'est inadmissible pour un client fidèle.",
    },
    {
      language: 'en',
      text: 'The government keeps raising taxes while the president golfs every weekend. Everyone should vote in the next election and kick these politicians out of office before they ruin the country for good, seriously.',
    },
    {
      language: 'en',
      text: 'My landlord has refused to fix the boiler for six weeks now and keeps threatening to raise the rent. The apartment is freezing, the tenant association is useless and I am looking for a lawyer to end this contract.',
    },
    {
      language: 'en',
      text: 'The mechanic at this garage charged me a fortune for new tyres and then my car broke down again on the motorway two days later. Avoid this place at all costs, they are cowboys and will rip you off every time.',
    },
  ],
  conflict_of_interest: [
    {
      language: 'fr',
      text: 'Je suis le gérant de cet établissement et je tiens à dire que notre cuisine est entièrement faite maison, avec des produits frais du marché. Les critiques négatives viennent de concurrents jaloux, venez juger par vous-mêmes !',
    },
    {
      language: 'fr',
      text: "Mon restaurant est le meilleur du quartier, n'écoutez pas les mauvaises langues : nos pizzas sortent du four à bois, la pâte repose quarante-huit heures et le service est toujours souriant. Réservez vite votre table !",
    },
    {
      language: 'fr',
      text: "Plats trop chers et service lent. Allez plutôt à notre restaurant d'en face, La Bonne Fourchette : même cuisine, vraies portions, et un accueil chaleureux. Venez plutôt chez nous, vous ne le regretterez pas du tout !",
    },
    {
      language: 'fr',
      text: "J'y travaille comme serveuse depuis deux ans et je peux vous assurer que les produits sont frais et que la cuisine est faite avec amour. Les critiques négatives sont injustes, l'équipe se donne à fond tous les soirs.",
    },
    {
      language: 'en',
      text: 'I am the owner of this restaurant and I want to thank all our loyal customers. Our chef trained in Lyon, our bread is baked every morning and our wine list is hand-picked. Ignore the jealous one-star reviews!',
    },
    {
      language: 'en',
      text: 'Honestly, come to ours instead: we are two doors down, our portions are bigger, our prices are lower and our staff actually smile. This place has gone downhill since the new chef arrived last spring, sadly.',
    },
    {
      language: 'en',
      text: 'I work here as a line cook and I can tell you the kitchen is spotless and every dish is made to order. The negative reviews are from people who never even visited. Give us a try, you will love the food.',
    },
    {
      language: 'en',
      text: "My brother's restaurant deserves far more stars than this. He works seven days a week, sources everything locally and treats his staff like family. The duck confit is outstanding and the desserts are homemade.",
    },
    {
      language: 'en',
      text: "Hi, I'm the chef here and I want to answer the bad reviews: every dish is cooked to order from fresh produce bought each morning at the market. Come and taste the difference, the new spring menu starts on Monday.",
    },
  ],
  personal_data: [
    {
      language: 'fr',
      text: 'Le serveur Julien a été adorable, il nous a même laissé son numéro perso, appelez-le au 06 12 34 56 78 de ma part si vous voulez une bonne table. Les plats étaient délicieux, surtout le magret de canard.',
    },
    {
      language: 'fr',
      text: "Le restaurant me doit toujours le remboursement de ma réservation annulée. Je mets mon IBAN ici pour qu'ils n'aient plus d'excuse : FR76 3000 6000 0112 3456 7890 189. Le repas précédent était bon, mais ce litige est pénible.",
    },
    {
      language: 'fr',
      text: "La serveuse qui nous a servis habite au 14 rue des Lilas à Villeurbanne, je l'ai reconnue, c'est ma voisine. Elle était très désagréable ce soir-là et les desserts sont arrivés avec trente minutes de retard.",
    },
    {
      language: 'fr',
      text: "Le chef m'a dit qu'il cherchait des extras pour l'été, alors écrivez-lui directement à marc.dupuis78@gmail.com. Sinon la cuisine est bonne, le tartare de boeuf est frais et bien assaisonné, et la terrasse est agréable.",
    },
    {
      language: 'fr',
      text: 'Pour toute réclamation, le patron nous a dit de joindre sa femme au +33 6 98 76 54 32, ce que nous avons fait sans réponse. La soupe à l’oignon était tiède et le pain rassis, bref une soirée à oublier rapidement.',
    },
    {
      language: 'en',
      text: 'Our waitress Emma was wonderful, she said we could call her anytime on +44 7700 900123 for a table. The lamb shank was tender and the sticky toffee pudding was the best I have had in years, highly recommended.',
    },
    {
      language: 'en',
      text: 'They charged my card twice for the same dinner. The card was 4970 1012 3456 7890, check your records and refund me please. The food was fine, the burger was juicy, but this billing mess ruined the whole evening.',
    },
    {
      language: 'en',
      text: 'The manager lives at 22 Baker Street near the station, I see him every morning. He was rude to us tonight and the chips were stale. We paid for a full dinner for four and left hungry and annoyed, to be honest.',
    },
    {
      language: 'en',
      text: 'If you want the real story about the kitchen, the former sous-chef is sarah.jones@outlook.com and she will tell you everything. The pasta was overcooked and the sauce tasted of tin, definitely not worth the price.',
    },
  ],
  spam: [
    {
      language: 'fr',
      text: "Excellent restaurant, les plats sont copieux et le service rapide. Pour découvrir d'autres adresses comme celle-ci et mes meilleures recettes, rendez-vous sur https://www.gourmandises-de-julie.fr dès aujourd'hui !",
    },
    {
      language: 'fr',
      text: 'Très bonne pizzeria, pâte fine et croustillante. Et pour vos prochaines commandes de vin en ligne, profitez de -20 % avec le code promo VIN20 sur la cave partenaire, livraison offerte dès deux bouteilles achetées.',
    },
    {
      language: 'fr',
      text: 'Super brunch, les pancakes sont à tomber et le café excellent. Suivez-moi sur Instagram @foodie.lyonnaise pour plus de bonnes adresses, je publie chaque semaine mes découvertes gourmandes du quartier !',
    },
    {
      language: 'fr',
      text: "Cuisine correcte, service un peu lent. Vous organisez un mariage ou un séminaire ? L'agence événementielle Festivo s'occupe de tout : écrivez à contact@festivo-events.com pour un devis gratuit sous quarante-huit heures.",
    },
    {
      language: 'en',
      text: 'Lovely dinner, the risotto was creamy and the staff attentive. If you love food as much as I do, visit my blog www.hungry-traveller.net for hundreds of restaurant reviews, recipes and travel tips from all over Europe.',
    },
    {
      language: 'en',
      text: 'Decent burgers and quick service. Use code BURGER15 at checkout on the delivery partner app to get fifteen percent off your first three orders, valid until the end of the month, do not miss this amazing deal!!',
    },
    {
      language: 'en',
      text: 'Great tapas and a friendly bartender. Follow me on TikTok and Instagram for daily food videos, giveaways and secret menus from the best spots in town, link in bio, new videos every single day, see you there!',
    },
    {
      language: 'en',
      text: 'Nice terrace and good cocktails. By the way, I make three thousand a month working from home with crypto investment, message me on Telegram or click here to learn how, it changed my life completely, trust me!',
    },
  ],
  fraud: [
    {
      language: 'fr',
      text: "On m'a offert le dessert pour cet avis, donc je mets cinq étoiles. Le restaurant est sympa, les plats sont corrects et le personnel accueillant. N'hésitez pas à demander, ils offrent un café à chaque avis posté.",
    },
    {
      language: 'fr',
      text: "Le patron propose un apéritif gratuit en échange d'un avis positif sur le site, alors voilà. Les tapas étaient bonnes, le cadre agréable et le service rapide, je laisse donc une bonne note comme convenu avec lui.",
    },
    {
      language: 'fr',
      text: "J'ai été payé pour écrire cet avis par une agence, mais honnêtement la cuisine est bonne : burger généreux, frites maison et milkshake onctueux. Le service était rapide et le personnel souriant du début à la fin.",
    },
    {
      language: 'fr',
      text: 'Avis contre avis : le patron de ce restaurant a noté ma crêperie, je lui rends la pareille. Les crêpes sont fines, le cidre est bon et la salle est décorée avec goût. Cinq étoiles bien méritées donc, comme promis.',
    },
    {
      language: 'en',
      text: 'The restaurant paid me to write this review, but I genuinely liked it: the ramen broth was rich, the noodles had a good bite and the gyoza were crispy. Service was quick and friendly, and prices are reasonable.',
    },
    {
      language: 'en',
      text: 'We got a free dessert in exchange for a five star review, which is why I am posting this. The steak was good and the wine decent, the waitress was nice and told us to mention the offer to our friends as well.',
    },
    {
      language: 'en',
      text: 'Review for review with the owner, as agreed. The cocktails are creative, the bar snacks generous and the music is just loud enough. Nice spot for after-work drinks with colleagues on a Friday evening in town.',
    },
    {
      language: 'en',
      text: 'They refunded our whole bill if we left a good review before leaving the table, so here it is. The fish and chips were fine, the mushy peas a bit bland, and the sticky toffee pudding was lovely and warm.',
    },
    {
      language: 'fr',
      text: 'Très bon accueil et plats savoureux. Le serveur nous a dit que si on laisse un avis sur le site, ils offrent le café la prochaine fois. Le magret était parfait, les légumes croquants et le vin bien choisi, merci.',
    },
    {
      language: 'en',
      text: 'If you leave a review on the app they give you a free coffee next time, the waiter told us. Anyway the burger was juicy, the fries crispy and the milkshake thick, a good lunch spot near the station for sure.',
    },
  ],
  counterfeit: [
    {
      language: 'fr',
      text: 'Avis copié de Google pour le partager ici aussi : « Restaurant familial, cuisine généreuse, accueil souriant. Le bœuf bourguignon est fondant et la tarte Tatin maison vaut le détour. Je recommande sans hésiter. »',
    },
    {
      language: 'fr',
      text: 'Le repas était vraiment excellent. Le repas était vraiment excellent. Le repas était vraiment excellent. Le repas était vraiment excellent. Le repas était vraiment excellent. Le repas était vraiment excellent.',
    },
    {
      language: 'fr',
      text: 'super restaurant je recommande les plats sont bons et le service rapide super restaurant je recommande les plats sont bons et le service rapide super restaurant je recommande les plats sont bons et le service rapide',
    },
    {
      language: 'fr',
      text: 'Nous avons passé une excellente soirée au [nom du restaurant ici] : cuisine raffinée, service impeccable et cadre chaleureux. Nous reviendrons très vite et recommandons cette adresse à tous nos amis et à la famille.',
    },
    {
      language: 'en',
      text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip.',
    },
    {
      language: 'en',
      text: 'Copied from Google reviews because it says it best: great neighbourhood bistro, friendly staff, generous portions and a lovely wine list. The duck was perfectly cooked and the chocolate fondant was divine. Five stars.',
    },
    {
      language: 'en',
      text: 'Best burger in town. Best burger in town. Best burger in town. Best burger in town. Best burger in town. Best burger in town. Best burger in town. Best burger in town. Best burger in town. Best burger in town.',
    },
    {
      language: 'en',
      text: 'We had a wonderful dinner at Insert Restaurant Name Here. The food was delicious, the service attentive and the atmosphere cosy. We will definitely be back soon and recommend it to all our friends and family.',
    },
  ],
};

/** Borderline: each waits for a person, with the reason it would be refused for. */
export const pendingFixtures: Array<Fixture & { reason: ReviewRejectionReason }> = [
  {
    reason: 'insult',
    language: 'fr',
    text: "Franchement c'était de la merde : le burger était sec, les frites molles et la sauce industrielle. Le serveur était pourtant sympathique et rapide, mais à ce prix-là on attend beaucoup mieux de la cuisine.",
  },
  {
    reason: 'insult',
    language: 'fr',
    text: "Putain, quelle attente ! Une heure pour deux plats du jour, alors que la salle était à moitié vide. La blanquette était bonne quand elle est enfin arrivée, mais le service doit vraiment s'organiser mieux que ça.",
  },
  {
    reason: 'insult',
    language: 'en',
    text: 'The pizza was shit, honestly. Soggy base, bland tomato sauce and barely any cheese on it. Our waiter was kind and apologised, and the tiramisu was decent, but I would not come back for the mains at this price.',
  },
  {
    reason: 'insult',
    language: 'en',
    text: 'Who designs a menu this stupid? Twelve pages, half the dishes unavailable, and the waitress had to check every single order with the kitchen. The carbonara was fine once it came, but the whole evening dragged on.',
  },
  {
    reason: 'spam',
    language: 'fr',
    text: "J'ai voulu utiliser le code promo de l'application pour notre dîner, mais la réduction n'a jamais été appliquée à l'addition. Le serveur n'était pas au courant. Les plats étaient bons, dommage pour ce couac.",
  },
  {
    reason: 'spam',
    language: 'en',
    text: 'We tried to use a discount code from the booking app but the restaurant said it was not valid on weekends. The staff were polite about it and the fish was excellent, but the terms should be clearer online.',
  },
  {
    reason: 'conflict_of_interest',
    language: 'fr',
    text: 'Je connais le patron depuis longtemps, mais je vais rester objectif : le risotto aux cèpes était crémeux, le service attentif et le vin conseillé parfait. Seul bémol, la musique un peu forte en fin de soirée.',
  },
  {
    reason: 'conflict_of_interest',
    language: 'en',
    text: 'Full disclosure, I know the owner from school, but this was honestly a great evening: perfectly cooked steak, crisp fries, a generous cheese board and a waiter who knew the wine list inside out. Will be back.',
  },
  {
    reason: 'counterfeit',
    language: 'fr',
    text: 'Déjà publié sur Tripadvisor mais je le remets ici : accueil chaleureux, tartare de saumon frais, frites maison croustillantes et mousse au chocolat généreuse. Un peu bruyant le samedi soir, mais on reviendra avec plaisir.',
  },
  {
    reason: 'counterfeit',
    language: 'en',
    text: 'The service was slow but the staff were lovely. The lamb was tender and the wine pairing spot on. The service was slow but the staff were lovely. Dessert was a bit too sweet for me but the coffee was excellent.',
  },
  {
    reason: 'unrelated',
    language: 'fr',
    text: "Quelle journée incroyable, le soleil brillait, les oiseaux chantaient et j'ai enfin terminé le roman que je lisais depuis des mois. Parfois il suffit de peu de choses pour être heureux, il faut savoir en profiter.",
  },
  {
    reason: 'unrelated',
    language: 'en',
    text: 'What a beautiful day it was. The sun was shining, the birds were singing and I finally finished the novel I had been reading for months. Sometimes it takes very little to be happy, and you have to enjoy it.',
  },
  {
    reason: 'insult',
    language: 'fr',
    text: 'Le serveur est un con qui nous a fait attendre quarante minutes avant de prendre la commande, puis il a oublié le vin. La cuisine est bonne pourtant, le magret était parfaitement rosé et la tarte fine aux pommes délicieuse.',
  },
  {
    reason: 'insult',
    language: 'en',
    text: 'The waiter behaved like a total nazi about the dress code, refusing my partner because of trainers. Food was decent when we finally got seated at the bar: good burrata, average pasta, nice wine by the glass.',
  },
];
