import type { TAddressSuggestion } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  BanGeocoder,
  createGeocoder,
  FallbackGeocoder,
  GeocoderUnavailableError,
  OfflineGeocoder,
  type AddressGeocoder,
} from '../../../src/infra/geo/index.js';
import { answerLikeBan, fakeBanForEachTest, RUE_DE_LA_REPUBLIQUE, unreachableBaseUrl } from './fake-ban.js';

const startBan = fakeBanForEachTest();

const neverCalled: AddressGeocoder = {
  search: () => Promise.reject(new Error('the fallback must not be asked')),
};

describe('FallbackGeocoder', () => {
  it('answers from the offline list when BAN is down', async () => {
    const ban = new BanGeocoder({ baseUrl: await unreachableBaseUrl(), timeoutMs: 2000 });
    const reported: GeocoderUnavailableError[] = [];
    const geocoder = new FallbackGeocoder(ban, new OfflineGeocoder(), (error) => reported.push(error));

    const suggestions = await geocoder.search('12 rue mercière', 5);

    expect(suggestions[0]?.label).toBe('12 Rue Mercière 69002 Lyon');
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeInstanceOf(GeocoderUnavailableError);
  });

  it('uses BAN when it answers', async () => {
    const fake = await startBan(answerLikeBan([RUE_DE_LA_REPUBLIQUE]));
    const geocoder = new FallbackGeocoder(new BanGeocoder({ baseUrl: fake.baseUrl, timeoutMs: 2000 }), neverCalled);

    const suggestions = await geocoder.search('rue de la république', 5);

    expect(suggestions.map((s) => s.label)).toEqual(['Rue de la République 13002 Marseille']);
  });

  it('lets other errors through without falling back', async () => {
    const buggy: AddressGeocoder = { search: () => Promise.reject(new TypeError('bug')) };
    const geocoder = new FallbackGeocoder(buggy, neverCalled);

    await expect(geocoder.search('rue mercière', 5)).rejects.toThrow(TypeError);
  });
});

describe('createGeocoder', () => {
  it("'ban' asks BAN and caches its answers", async () => {
    const fake = await startBan(answerLikeBan([RUE_DE_LA_REPUBLIQUE]));
    const geocoder = createGeocoder({ mode: 'ban', baseUrl: fake.baseUrl, timeoutMs: 2000 });

    const first = await geocoder.search('rue de la république', 5);
    const second = await geocoder.search('rue de la république', 5);

    expect(first.map((s) => s.label)).toEqual(['Rue de la République 13002 Marseille']);
    expect(second).toEqual(first);
    expect(fake.requests).toHaveLength(1);
  });

  it("'ban' falls back to the offline list and reports it", async () => {
    const warnings: string[] = [];
    const geocoder = createGeocoder(
      { mode: 'ban', baseUrl: await unreachableBaseUrl(), timeoutMs: 2000 },
      { warn: (_obj, msg) => warnings.push(msg) },
    );

    const suggestions: TAddressSuggestion[] = await geocoder.search('place bellecour', 5);

    expect(suggestions.map((s) => s.label)).toEqual(['Place Bellecour 69002 Lyon']);
    expect(warnings).toHaveLength(1);
  });

  it("'offline' never calls the base URL", async () => {
    const fake = await startBan(answerLikeBan([RUE_DE_LA_REPUBLIQUE]));
    const geocoder = createGeocoder({ mode: 'offline', baseUrl: fake.baseUrl, timeoutMs: 2000 });

    const suggestions = await geocoder.search('rue de la république', 5);

    expect(suggestions.map((s) => s.label)).toEqual([
      'Rue de la République 69002 Lyon',
      'Rue de la République 13002 Marseille',
    ]);
    expect(fake.requests).toHaveLength(0);
  });
});
