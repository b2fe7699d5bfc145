import { describe, expect, it } from 'vitest';
import { isInFrance, OFFLINE_ADDRESSES, OfflineGeocoder } from '../../../src/infra/geo/index.js';

const geocoder = new OfflineGeocoder();

async function labels(query: string, limit = 10): Promise<string[]> {
  return (await geocoder.search(query, limit)).map((s) => s.label);
}

describe('OfflineGeocoder', () => {
  it('matches word prefixes: "rue de la rep lyon" finds the Lyon street', async () => {
    expect(await labels('rue de la rep lyon')).toEqual(['Rue de la République 69002 Lyon']);
  });

  it('ignores accents and case, both ways', async () => {
    const plain = await labels('republique');
    expect(plain).toContain('Rue de la République 69002 Lyon');
    expect(plain).toContain('Place de la République 75003 Paris');
    expect(await labels('RÉPUBLIQUE')).toEqual(plain);
    expect(await labels('rue du boeuf')).toEqual(['Rue du Bœuf 69005 Lyon']);
  });

  it('requires every word of the query to match', async () => {
    expect(await labels('rue mercière paris')).toEqual([]);
    expect(await labels('rue de la republique marseille')).toEqual(['Rue de la République 13002 Marseille']);
  });

  it('carries a leading house number into the label and the street', async () => {
    const [first] = await geocoder.search('12 rue mercière', 5);

    expect(first).toEqual({
      label: '12 Rue Mercière 69002 Lyon',
      street: '12 Rue Mercière',
      postcode: '69002',
      city: 'Lyon',
      latitude: 45.7624,
      longitude: 4.8316,
    });
    expect(await labels('7 bis rue merciere')).toEqual(['7 bis Rue Mercière 69002 Lyon']);
    expect(await labels('7ter rue merciere')).toEqual(['7 ter Rue Mercière 69002 Lyon']);
  });

  it('reads five digits as a postcode, not a house number', async () => {
    const suggestions = await geocoder.search('69005 place', 10);

    expect(suggestions.map((s) => s.label)).toEqual([
      'Place Saint-Jean 69005 Lyon',
      'Place Saint-Paul 69005 Lyon',
      'Place de Fourvière 69005 Lyon',
    ]);
  });

  it('keeps a number inside a street name as a word', async () => {
    expect(await labels('rue du 22 nov')).toEqual(['Rue du 22 Novembre 67000 Strasbourg']);
  });

  it('ranks streets starting with the first word first, then exact words before prefixes', async () => {
    const grande = await labels('grande', 10);
    expect(grande.slice(0, 3)).toEqual([
      'Grande Rue de la Croix-Rousse 69004 Lyon',
      'Grande Rue de la Guillotière 69007 Lyon',
      'Grande Rue de Vaise 69009 Lyon',
    ]);
    expect(grande).toContain('Montée de la Grande Côte 69001 Lyon');

    // "Place Kléber" exists in Lyon and Strasbourg; naming the city decides.
    expect((await labels('place kleber strasbourg'))[0]).toBe('Place Kléber 67000 Strasbourg');
  });

  it('lists Lyon, the home city, first among equally good matches', async () => {
    expect((await labels('victor hugo')).slice(0, 2)).toEqual([
      'Rue Victor Hugo 69002 Lyon',
      'Cours Victor Hugo 33000 Bordeaux',
    ]);
  });

  it('caps the results at the limit', async () => {
    expect(await geocoder.search('rue', 3)).toHaveLength(3);
    expect(await geocoder.search('rue', 0)).toEqual([]);
    expect(await geocoder.search('   ', 5)).toEqual([]);
    expect(await geocoder.search('12', 5)).toEqual([]);
  });
});

describe('OFFLINE_ADDRESSES', () => {
  it('holds at least 150 distinct addresses, Lyon first and largest', () => {
    const labelsOf = OFFLINE_ADDRESSES.map((a) => `${a.street} ${a.postcode} ${a.city}`);
    expect(OFFLINE_ADDRESSES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(labelsOf).size).toBe(labelsOf.length);
    expect(OFFLINE_ADDRESSES[0]?.city).toBe('Lyon');
    expect(OFFLINE_ADDRESSES.filter((a) => a.city === 'Lyon').length).toBeGreaterThanOrEqual(50);
  });

  // Catches a swapped latitude/longitude or a typo in a coordinate or a postcode.
  it.each([
    ['Lyon', '6900', 45.76, 4.84],
    ['Villeurbanne', '69100', 45.77, 4.88],
    ['Paris', '750', 48.86, 2.35],
    ['Marseille', '130', 43.3, 5.38],
    ['Bordeaux', '330', 44.84, -0.58],
    ['Lille', '59', 50.63, 3.06],
    ['Toulouse', '310', 43.6, 1.44],
    ['Nantes', '440', 47.22, -1.55],
    ['Strasbourg', '670', 48.58, 7.75],
    ['Nice', '06', 43.7, 7.27],
    ['Montpellier', '340', 43.61, 3.88],
    ['Rennes', '350', 48.11, -1.68],
  ])('places every %s address near the city centre with its postcode', (city, postcodePrefix, lat, lon) => {
    const addresses = OFFLINE_ADDRESSES.filter((a) => a.city === city);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) {
      expect(address.postcode, address.street).toMatch(new RegExp(`^${postcodePrefix}\\d*$`));
      expect(address.postcode, address.street).toHaveLength(5);
      expect(isInFrance(address.latitude, address.longitude)).toBe(true);
      // 0.1° is about 11 km north-south and 8 km east-west here: every city in the list fits.
      expect(Math.abs(address.latitude - lat), address.street).toBeLessThan(0.1);
      expect(Math.abs(address.longitude - lon), address.street).toBeLessThan(0.1);
    }
  });

  it('covers every city it names', () => {
    const cities = new Set(OFFLINE_ADDRESSES.map((a) => a.city));
    expect([...cities].sort()).toEqual([
      'Bordeaux',
      'Lille',
      'Lyon',
      'Marseille',
      'Montpellier',
      'Nantes',
      'Nice',
      'Paris',
      'Rennes',
      'Strasbourg',
      'Toulouse',
      'Villeurbanne',
    ]);
  });
});
