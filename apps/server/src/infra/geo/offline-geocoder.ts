import type { TAddressSuggestion } from '@portal/contract';
import type { AddressGeocoder } from './geocoder.js';
import { searchWords } from './normalize.js';
import { OFFLINE_ADDRESSES, type OfflineAddress } from './offline-addresses.js';

interface IndexedAddress {
  readonly address: OfflineAddress;
  /** Words of "street postcode city", so a query may name the city or the postcode too. */
  readonly words: readonly string[];
  readonly firstStreetWord: string;
}

interface ParsedQuery {
  /** "12", "12 bis"; null when the query does not start with a house number. */
  readonly houseNumber: string | null;
  readonly words: readonly string[];
}

/** Up to 4 digits: 5 digits are a postcode, which is matched like any other word. */
const HOUSE_NUMBER = /^(\d{1,4})(bis|ter|quater)?$/;
const HOUSE_NUMBER_SUFFIXES = new Set(['bis', 'ter', 'quater']);

const EXACT_WORD = 2;
const PREFIX_OF_WORD = 1;
const STARTS_LIKE_STREET = 1;

/**
 * Searches a bundled list of real streets, the way BAN's autocomplete behaves for the common
 * cases: every query word must start a word of the address, accents and case do not matter, and
 * a leading house number is carried into the suggestion.
 */
export class OfflineGeocoder implements AddressGeocoder {
  private readonly index: readonly IndexedAddress[];

  constructor(addresses: readonly OfflineAddress[] = OFFLINE_ADDRESSES) {
    this.index = addresses.map((address) => ({
      address,
      words: searchWords(`${address.street} ${address.postcode} ${address.city}`),
      firstStreetWord: searchWords(address.street)[0] ?? '',
    }));
  }

  async search(query: string, limit: number): Promise<TAddressSuggestion[]> {
    const { houseNumber, words } = parseQuery(query);
    if (words.length === 0 || limit < 1) return [];

    const ranked: Array<{ entry: IndexedAddress; score: number }> = [];
    for (const entry of this.index) {
      const score = matchScore(entry, words);
      if (score !== null) ranked.push({ entry, score });
    }
    // Array#sort is stable: equal scores keep the list order, i.e. the home city first.
    ranked.sort((a, b) => b.score - a.score);
    return ranked.slice(0, limit).map(({ entry }) => toSuggestion(entry.address, houseNumber));
  }
}

function parseQuery(query: string): ParsedQuery {
  const words = searchWords(query);
  const match = HOUSE_NUMBER.exec(words[0] ?? '');
  if (!match) return { houseNumber: null, words };

  const digits = match[1] ?? '';
  let suffix = match[2];
  let rest = words.slice(1);
  if (suffix === undefined && rest[0] !== undefined && HOUSE_NUMBER_SUFFIXES.has(rest[0])) {
    suffix = rest[0];
    rest = rest.slice(1);
  }
  return { houseNumber: suffix ? `${digits} ${suffix}` : digits, words: rest };
}

/** null when some query word starts no word of the address; higher is a closer match. */
function matchScore(entry: IndexedAddress, queryWords: readonly string[]): number | null {
  let score = 0;
  for (const queryWord of queryWords) {
    let best = 0;
    for (const word of entry.words) {
      if (word === queryWord) {
        best = EXACT_WORD;
        break;
      }
      if (word.startsWith(queryWord)) best = PREFIX_OF_WORD;
    }
    if (best === 0) return null;
    score += best;
  }
  // "grande" should list "Grande Rue de Vaise" before "Montée de la Grande Côte".
  const firstQueryWord = queryWords[0];
  if (firstQueryWord !== undefined && entry.firstStreetWord.startsWith(firstQueryWord)) {
    score += STARTS_LIKE_STREET;
  }
  return score;
}

function toSuggestion(address: OfflineAddress, houseNumber: string | null): TAddressSuggestion {
  const street = houseNumber ? `${houseNumber} ${address.street}` : address.street;
  return {
    label: `${street} ${address.postcode} ${address.city}`,
    street,
    postcode: address.postcode,
    city: address.city,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}
