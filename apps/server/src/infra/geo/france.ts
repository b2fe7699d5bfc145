interface Box {
  readonly name: string;
  readonly minLat: number;
  readonly maxLat: number;
  readonly minLon: number;
  readonly maxLon: number;
}

/**
 * Deliberately generous boxes (a few tenths of a degree of margin): the check only has to weed out
 * results that are plainly abroad, never to reject a real French address near a border or a coast.
 */
const FRANCE_BOXES: readonly Box[] = [
  { name: 'Metropolitan France and Corsica', minLat: 41.2, maxLat: 51.2, minLon: -5.3, maxLon: 9.7 },
  { name: 'Guadeloupe', minLat: 15.7, maxLat: 16.6, minLon: -61.9, maxLon: -60.9 },
  { name: 'Martinique', minLat: 14.3, maxLat: 14.95, minLon: -61.3, maxLon: -60.7 },
  { name: 'Saint-Martin and Saint-Barthélemy', minLat: 17.8, maxLat: 18.2, minLon: -63.2, maxLon: -62.7 },
  { name: 'Guyane', minLat: 2.0, maxLat: 5.9, minLon: -54.7, maxLon: -51.5 },
  { name: 'La Réunion', minLat: -21.45, maxLat: -20.8, minLon: 55.1, maxLon: 55.9 },
  { name: 'Mayotte', minLat: -13.1, maxLat: -12.6, minLon: 44.9, maxLon: 45.4 },
  { name: 'Saint-Pierre-et-Miquelon', minLat: 46.7, maxLat: 47.2, minLon: -56.5, maxLon: -56.1 },
  { name: 'Wallis-et-Futuna', minLat: -14.5, maxLat: -13.1, minLon: -178.3, maxLon: -176.0 },
  { name: 'Polynésie française', minLat: -28.0, maxLat: -7.8, minLon: -155.0, maxLon: -134.0 },
  { name: 'Nouvelle-Calédonie', minLat: -23.0, maxLat: -19.5, minLon: 163.5, maxLon: 168.2 },
];

/** True when the point lies in metropolitan or overseas France (bounding boxes, not borders). */
export function isInFrance(latitude: number, longitude: number): boolean {
  return FRANCE_BOXES.some(
    (box) => latitude >= box.minLat && latitude <= box.maxLat && longitude >= box.minLon && longitude <= box.maxLon,
  );
}
