import type { TAddressSuggestion } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  BanGeocoder,
  CachingGeocoder,
  GeocoderUnavailableError,
  type AddressGeocoder,
} from '../../../src/infra/geo/index.js';
import { answerLikeBan, fakeBanForEachTest, RUE_DE_LA_REPUBLIQUE_12, sendJson } from './fake-ban.js';

const startBan = fakeBanForEachTest();

async function cachedBan(options = { maxEntries: 10, ttlMs: 60_000 }) {
  const fake = await startBan(answerLikeBan([RUE_DE_LA_REPUBLIQUE_12]));
  const ban = new BanGeocoder({ baseUrl: fake.baseUrl, timeoutMs: 2000 });
  return { fake, geocoder: new CachingGeocoder(ban, options) };
}

/** Answers the query itself as a label and counts the calls, per query. */
class CountingGeocoder implements AddressGeocoder {
  readonly calls: string[] = [];

  async search(query: string): Promise<TAddressSuggestion[]> {
    this.calls.push(query);
    return [{ label: query, street: query, postcode: '69002', city: 'Lyon', latitude: 45.76, longitude: 4.83 }];
  }
}

describe('CachingGeocoder', () => {
  it('answers a repeated query without asking BAN again, whatever its case and spacing', async () => {
    const { fake, geocoder } = await cachedBan();

    const first = await geocoder.search('rue de la république', 5);
    const second = await geocoder.search('  Rue de la  RÉPUBLIQUE ', 5);

    expect(fake.requests).toHaveLength(1);
    expect(second).toEqual(first);
    expect(first[0]?.label).toBe('12 Rue de la République 69002 Lyon');
  });

  it('keys on the limit too', async () => {
    const { fake, geocoder } = await cachedBan();

    await geocoder.search('rue de la république', 5);
    await geocoder.search('rue de la république', 3);

    expect(fake.requests.map((url) => url.searchParams.get('limit'))).toEqual(['5', '3']);
  });

  it('does not cache failures', async () => {
    const { fake, geocoder } = await cachedBan();
    const healthy = fake.handler;
    fake.handler = (_url, response) => sendJson(response, 503, { message: 'maintenance' });

    await expect(geocoder.search('rue de la république', 5)).rejects.toBeInstanceOf(GeocoderUnavailableError);
    fake.handler = healthy;
    const suggestions = await geocoder.search('rue de la république', 5);

    expect(fake.requests).toHaveLength(2);
    expect(suggestions).toHaveLength(1);
  });

  it('does not let a caller corrupt the cache by mutating what it got', async () => {
    const { geocoder } = await cachedBan();

    const first = await geocoder.search('rue de la république', 5);
    first[0]!.label = 'tampered';
    first.length = 0;

    expect((await geocoder.search('rue de la république', 5))[0]?.label).toBe('12 Rue de la République 69002 Lyon');
  });

  it('forgets entries after the TTL', async () => {
    let now = 1_000;
    const inner = new CountingGeocoder();
    const geocoder = new CachingGeocoder(inner, { maxEntries: 10, ttlMs: 500, now: () => now });

    await geocoder.search('bellecour', 5);
    now += 499;
    await geocoder.search('bellecour', 5);
    now += 1;
    await geocoder.search('bellecour', 5);

    expect(inner.calls).toEqual(['bellecour', 'bellecour']);
  });

  it('evicts the least recently used entry beyond maxEntries', async () => {
    const inner = new CountingGeocoder();
    const geocoder = new CachingGeocoder(inner, { maxEntries: 2, ttlMs: 60_000 });

    await geocoder.search('terreaux', 5);
    await geocoder.search('bellecour', 5);
    await geocoder.search('terreaux', 5); // hit: "bellecour" becomes the least recent
    await geocoder.search('jacobins', 5); // evicts "bellecour"
    await geocoder.search('terreaux', 5); // still cached
    await geocoder.search('bellecour', 5); // asked again

    expect(inner.calls).toEqual(['terreaux', 'bellecour', 'jacobins', 'bellecour']);
  });
});
