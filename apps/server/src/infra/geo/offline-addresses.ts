/** A street or square of the bundled list; OfflineGeocoder builds labels the way BAN does. */
export interface OfflineAddress {
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * Real streets and squares, coordinates near their middle (a few hundred metres at worst), for
 * development and tests on machines without internet. A city's name, then its streets, one a
 * line: postcode, latitude, longitude, name. Lyon, our home city, comes first and is the largest:
 * ties in OfflineGeocoder's ranking keep this order.
 */
const STREETS_BY_CITY = `
Lyon
69001 45.7676 4.8336 Place des Terreaux
69001 45.7673 4.8367 Place Louis Pradel
69001 45.7693 4.8297 Place Sathonay
69001 45.7652 4.8328 Rue Paul Chenavard
69001 45.7669 4.8328 Rue Sainte-Catherine
69001 45.7665 4.8311 Rue d'Algérie
69001 45.7688 4.8349 Rue des Capucins
69001 45.7692 4.8318 Rue Hippolyte Flandrin
69001 45.7713 4.8311 Montée de la Grande Côte
69001 45.7704 4.832 Rue Burdeau
69001 45.7697 4.823 Quai Saint-Vincent
69001 45.7658 4.832 Rue de la Platière
69001 45.7652 4.8302 Quai de la Pêcherie
69001 45.765 4.831 Rue Lanterne
69001 45.767 4.8375 Rue du Garet
69001 45.7675 4.8355 Rue Puits-Gaillot
69002 45.7621 4.8358 Rue de la République
69002 45.7624 4.8316 Rue Mercière
69002 45.7578 4.832 Place Bellecour
69002 45.7547 4.8289 Rue Victor Hugo
69002 45.7623 4.834 Rue du Président Édouard Herriot
69002 45.7603 4.833 Place des Jacobins
69002 45.7599 4.8304 Place des Célestins
69002 45.7622 4.8296 Quai Saint-Antoine
69002 45.7631 4.8335 Rue Grenette
69002 45.7631 4.8323 Rue de Brest
69002 45.7606 4.8361 Place de la République
69002 45.759 4.8332 Rue Émile Zola
69002 45.7588 4.8342 Rue Gasparin
69002 45.7604 4.838 Quai Jules Courmont
69002 45.7545 4.8316 Rue de la Charité
69002 45.7543 4.8278 Rue Auguste Comte
69002 45.7528 4.8283 Place Ampère
69002 45.751 4.8264 Place Carnot
69002 45.7496 4.8262 Cours de Verdun Perrache
69002 45.742 4.8195 Cours Charlemagne
69002 45.743 4.8165 Quai Rambaud
69002 45.7636 4.8361 Place des Cordeliers
69002 45.7572 4.835 Rue de la Barre
69002 45.7597 4.8338 Rue Confort
69002 45.7545 4.8345 Quai du Docteur Gailleton
69002 45.7555 4.829 Rue Sala
69003 45.7633 4.849 Cours Lafayette
69003 45.76 4.8525 Rue Garibaldi
69003 45.7603 4.8592 Boulevard Marius Vivier Merle
69003 45.7589 4.8465 Place Guichard
69003 45.7583 4.852 Rue Paul Bert
69003 45.7545 4.857 Avenue Félix Faure
69003 45.761 4.85 Rue Servient
69003 45.759 4.845 Rue Moncey
69003 45.753 4.872 Avenue Lacassagne
69003 45.759 4.8625 Rue de la Villette
69003 45.762 4.848 Rue de Bonnel
69003 45.753 4.853 Cours Gambetta
69004 45.7746 4.8302 Boulevard de la Croix-Rousse
69004 45.7778 4.8282 Grande Rue de la Croix-Rousse
69004 45.7748 4.8317 Place de la Croix-Rousse
69004 45.7756 4.8298 Rue d'Austerlitz
69004 45.7788 4.8263 Rue Dumenge
69004 45.777 4.829 Rue Jacquard
69004 45.7715 4.8375 Place Bellevue
69005 45.7627 4.8277 Rue Saint-Jean
69005 45.7606 4.8273 Place Saint-Jean
69005 45.7636 4.8269 Rue du Bœuf
69005 45.7648 4.8272 Rue Juiverie
69005 45.7664 4.8266 Place Saint-Paul
69005 45.7588 4.8255 Montée du Gourguillon
69005 45.7623 4.8225 Place de Fourvière
69005 45.757 4.8268 Quai Fulchiron
69005 45.759 4.7955 Avenue du Point du Jour
69005 45.758 4.813 Rue de Trion
69005 45.765 4.8255 Montée Saint-Barthélemy
69006 45.7738 4.847 Boulevard des Belges
69006 45.7688 4.8472 Cours Franklin Roosevelt
69006 45.766 4.8452 Rue Vendôme
69006 45.7664 4.842 Place Maréchal Lyautey
69006 45.7685 4.8435 Avenue Foch
69006 45.7702 4.849 Rue Tronchet
69006 45.7712 4.8585 Cours Vitton
69006 45.7666 4.8595 Place Jules Ferry
69006 45.766 4.8412 Quai Général Sarrail
69006 45.7715 4.8475 Rue Sully
69006 45.7645 4.844 Avenue Maréchal de Saxe
69006 45.768 4.8575 Boulevard des Brotteaux
69006 45.7695 4.8555 Rue Masséna
69006 45.7705 4.8455 Place Kléber
69007 45.7472 4.8421 Avenue Jean Jaurès
69007 45.7455 4.8425 Place Jean Macé
69007 45.7505 4.841 Rue de Marseille
69007 45.7483 4.8438 Rue Chevreul
69007 45.7512 4.8372 Quai Claude Bernard
69007 45.7335 4.835 Rue de Gerland
69007 45.7305 4.8265 Avenue Tony Garnier
69007 45.7545 4.8445 Place Gabriel Péri
69007 45.7505 4.8445 Rue Sébastien Gryphe
69007 45.7495 4.848 Grande Rue de la Guillotière
69007 45.745 4.844 Avenue Berthelot
69007 45.7518 4.8425 Rue Béchevelin
69007 45.75 4.8385 Rue de l'Université
69008 45.7455 4.866 Avenue des Frères Lumière
69008 45.745 4.8705 Rue du Premier Film
69008 45.7455 4.8705 Place Ambroise Courtois
69008 45.729 4.864 Boulevard des États-Unis
69008 45.7465 4.864 Cours Albert Thomas
69008 45.732 4.869 Avenue Paul Santy
69008 45.7345 4.8535 Route de Vienne
69009 45.7748 4.814 Quai Arloing
69009 45.7765 4.8045 Rue de Bourgogne
69009 45.7747 4.8053 Place Valmy
69009 45.7737 4.806 Grande Rue de Vaise
69009 45.769 4.823 Quai Pierre Scize
69009 45.7745 4.802 Rue Marietton
Villeurbanne
69100 45.77 4.88 Cours Émile Zola
69100 45.769 4.8805 Avenue Henri Barbusse
69100 45.7665 4.88 Place Lazare Goujon
Paris
75001 48.8607 2.34 Rue de Rivoli
75001 48.8659 2.3341 Avenue de l'Opéra
75001 48.8675 2.3294 Place Vendôme
75001 48.863 2.34 Rue Saint-Honoré
75002 48.8693 2.3313 Rue de la Paix
75002 48.8651 2.3469 Rue Montorgueil
75003 48.8675 2.3637 Place de la République
75003 48.863 2.362 Rue de Bretagne
75004 48.8572 2.359 Rue des Rosiers
75004 48.8556 2.3655 Place des Vosges
75004 48.8535 2.3635 Rue Saint-Antoine
75005 48.842 2.3498 Rue Mouffetard
75005 48.848 2.341 Boulevard Saint-Michel
75006 48.8535 2.3335 Boulevard Saint-Germain
75006 48.8485 2.333 Rue de Vaugirard
75007 48.855 2.325 Rue du Bac
75007 48.8565 2.301 Rue Cler
75008 48.8698 2.3078 Avenue des Champs-Élysées
75008 48.8656 2.3212 Place de la Concorde
75008 48.8664 2.3044 Avenue Montaigne
75008 48.8716 2.3145 Rue du Faubourg Saint-Honoré
75009 48.8738 2.332 Boulevard Haussmann
75009 48.879 2.34 Rue des Martyrs
75010 48.872 2.3635 Quai de Valmy
75011 48.865 2.377 Rue Oberkampf
75011 48.8565 2.3765 Rue de la Roquette
75011 48.86 2.379 Boulevard Voltaire
75011 48.854 2.381 Rue de Charonne
75012 48.841 2.388 Avenue Daumesnil
75013 48.824 2.3575 Avenue d'Italie
75014 48.834 2.327 Rue Daguerre
75015 48.8465 2.2935 Rue du Commerce
75016 48.8575 2.282 Rue de Passy
75017 48.876 2.288 Avenue de la Grande Armée
75018 48.8855 2.3345 Rue Lepic
75018 48.8865 2.3408 Place du Tertre
75020 48.8725 2.385 Rue de Belleville
Marseille
13001 43.2977 5.381 La Canebière
13001 43.299 5.3778 Cours Belsunce
13001 43.2935 5.379 Rue Saint-Ferréol
13001 43.302 5.39 Boulevard Longchamp
13002 43.2965 5.37 Quai du Port
13002 43.3005 5.368 Rue de la République
13006 43.288 5.3785 Rue Paradis
13006 43.2905 5.38 Rue de Rome
13006 43.2935 5.384 Cours Julien
13006 43.286 5.3835 Place Castellane
13006 43.294 5.3865 Place Jean Jaurès
13007 43.2925 5.37 Quai de Rive Neuve
13007 43.28 5.355 Corniche Président John Fitzgerald Kennedy
13008 43.2705 5.389 Avenue du Prado
13008 43.26 5.3955 Boulevard Michelet
Bordeaux
33000 44.839 -0.5735 Rue Sainte-Catherine
33000 44.8413 -0.5695 Place de la Bourse
33000 44.8425 -0.576 Cours de l'Intendance
33000 44.8445 -0.574 Place des Quinconces
33000 44.8535 -0.5695 Quai des Chartrons
33000 44.8355 -0.5715 Cours Victor Hugo
33000 44.841 -0.5805 Place Gambetta
33000 44.852 -0.572 Rue Notre-Dame
33000 44.8403 -0.5708 Place du Parlement
33000 44.831 -0.5725 Place de la Victoire
33000 44.844 -0.5775 Allées de Tourny
33000 44.834 -0.575 Cours Pasteur
33000 44.8378 -0.5775 Place Pey Berland
Lille
59800 50.6369 3.0635 Place du Général de Gaulle
59800 50.6375 3.068 Rue Faidherbe
59800 50.634 3.061 Rue de Béthune
59800 50.639 3.061 Rue Esquermoise
59800 50.635 3.058 Rue Nationale
59800 50.636 3.0605 Place Rihour
59800 50.6405 3.063 Rue de la Monnaie
59800 50.642 3.057 Rue Royale
59000 50.63 3.053 Rue Solférino
59000 50.6285 3.052 Rue Gambetta
59000 50.6255 3.05 Place de la Nouvelle Aventure
59000 50.632 3.058 Boulevard de la Liberté
Toulouse
31000 43.6045 1.444 Place du Capitole
31000 43.603 1.446 Rue d'Alsace-Lorraine
31000 43.602 1.4435 Rue Saint-Rome
31000 43.6055 1.448 Place Wilson
31000 43.6075 1.452 Allées Jean Jaurès
31000 43.6 1.445 Rue de Metz
31000 43.604 1.437 Place Saint-Pierre
31000 43.6065 1.442 Rue du Taur
31000 43.6085 1.449 Boulevard de Strasbourg
31000 43.601 1.448 Place Saint-Georges
31000 43.596 1.453 Allées François Verdier
Nantes
44000 47.214 -1.5585 Place Royale
44000 47.2165 -1.556 Cours des Cinquante Otages
44000 47.2135 -1.5615 Rue Crébillon
44000 47.213 -1.559 Place du Commerce
44000 47.2095 -1.567 Quai de la Fosse
44000 47.2175 -1.552 Rue de Strasbourg
44000 47.213 -1.563 Place Graslin
44000 47.215 -1.563 Rue du Calvaire
44000 47.2145 -1.5535 Place du Bouffay
44000 47.2125 -1.5545 Rue Kervégan
Strasbourg
67000 48.5835 7.746 Place Kléber
67000 48.5815 7.742 Grand'Rue
67000 48.583 7.747 Rue des Grandes Arcades
67000 48.581 7.748 Place Gutenberg
67000 48.58 7.752 Quai des Bateliers
67000 48.5818 7.75 Place de la Cathédrale
67000 48.58 7.75 Rue du Vieux-Marché-aux-Poissons
67000 48.583 7.742 Rue du 22 Novembre
67000 48.585 7.75 Place Broglie
67000 48.581 7.768 Avenue de la Forêt-Noire
Nice
06000 43.695 7.265 Promenade des Anglais
06000 43.701 7.268 Avenue Jean Médecin
06000 43.6975 7.2705 Place Masséna
06000 43.702 7.258 Boulevard Gambetta
06000 43.696 7.26 Rue de France
06300 43.6955 7.2755 Cours Saleya
06300 43.701 7.281 Place Garibaldi
06300 43.695 7.273 Quai des États-Unis
06300 43.7005 7.285 Rue Bonaparte
Montpellier
34000 43.6085 3.88 Place de la Comédie
34000 43.61 3.877 Rue de la Loge
34000 43.611 3.882 Esplanade Charles de Gaulle
34000 43.6105 3.8735 Rue Foch
34000 43.6085 3.873 Boulevard du Jeu de Paume
34000 43.6095 3.878 Place Jean Jaurès
34000 43.606 3.88 Rue de Verdun
34000 43.6125 3.8745 Place de la Canourgue
34070 43.597 3.86 Avenue de Toulouse
Rennes
35000 48.1115 -1.6795 Place de la Mairie
35000 48.114 -1.6805 Rue Saint-Michel
35000 48.113 -1.6825 Place des Lices
35000 48.109 -1.676 Quai Émile Zola
35000 48.112 -1.679 Rue Le Bastard
35000 48.1145 -1.68 Place Sainte-Anne
35000 48.106 -1.678 Boulevard de la Liberté
35000 48.106 -1.672 Avenue Janvier
35000 48.1175 -1.682 Rue de Saint-Malo
`;

export const OFFLINE_ADDRESSES: readonly OfflineAddress[] = readStreets(STREETS_BY_CITY);

function readStreets(table: string): OfflineAddress[] {
  const addresses: OfflineAddress[] = [];
  let city = '';
  for (const line of table.trim().split('\n')) {
    const street = /^(\d{5}) (\S+) (\S+) (.+)$/.exec(line);
    if (!street) {
      city = line;
      continue;
    }
    const [, postcode = '', latitude, longitude, name = ''] = street;
    addresses.push({ street: name, postcode, city, latitude: Number(latitude), longitude: Number(longitude) });
  }
  return addresses;
}
