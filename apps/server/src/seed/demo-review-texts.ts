/**
 * The demo restaurant's reviews, oldest meal first, each with the restaurant's answer (no longer
 * than the review, as the rules ask). The third guest booked in English and writes in English.
 */
export const DEMO_REVIEWS: ReadonlyArray<{ rating: number; text: string; response: string }> = [
  {
    rating: 5,
    text:
      'Un vrai bouchon comme on les aime. La salade lyonnaise était généreuse, les quenelles de brochet ' +
      'fondantes avec une sauce Nantua parfaite. Le service est chaleureux et attentif sans être pressant. ' +
      'Nous avons passé une excellente soirée et reviendrons avec des amis.',
    response:
      'Merci pour ce retour si chaleureux ! Toute l’équipe est ravie que les quenelles vous aient plu. ' +
      'Au plaisir de vous accueillir bientôt avec vos amis.',
  },
  {
    rating: 4,
    text:
      'Très bonne cuisine lyonnaise, portions copieuses et produits de qualité. Le tablier de sapeur était ' +
      'croustillant à souhait. Seul petit bémol : un peu d’attente entre l’entrée et le plat un samedi soir, ' +
      'mais le personnel nous a prévenus et est resté très aimable.',
    response:
      'Merci pour votre visite et pour votre franchise. Le samedi soir la cuisine tourne à plein : nous ' +
      'avons ajouté une personne en salle pour réduire l’attente entre les plats.',
  },
  {
    rating: 5,
    text:
      'A lovely evening in a warm and authentic bouchon. The staff patiently explained every dish on the ' +
      'menu, the pike quenelle was light and full of flavour, and the praline tart was the best dessert of ' +
      'our whole stay in Lyon. Booking online was quick and easy too.',
    response:
      'Thank you so much for your kind words! We are delighted you enjoyed the quenelle and the praline ' +
      'tart. We hope to welcome you again on your next visit to Lyon.',
  },
  {
    rating: 3,
    text:
      'Cadre sympathique et plats traditionnels bien réalisés, mais la salle était très bruyante ce soir-là ' +
      'et notre table un peu serrée près de la porte. La cervelle de canut en entrée était excellente, le ' +
      'dessert plus classique. Une adresse correcte pour découvrir la cuisine locale.',
    response:
      'Merci pour votre avis. Nous sommes désolés pour le bruit et pour la table près de la porte : ' +
      'signalez-le à l’accueil, nous ferons notre possible pour vous placer plus au calme.',
  },
];
