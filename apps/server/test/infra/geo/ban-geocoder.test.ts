import { describe, expect, it } from 'vitest';
import { BanGeocoder, GeocoderUnavailableError, isInFrance } from '../../../src/infra/geo/index.js';
import {
  answerLikeBan,
  banFeature,
  fakeBanForEachTest,
  type FakeHandler,
  RUE_DE_LA_REPUBLIQUE,
  RUE_DE_LA_REPUBLIQUE_12,
  sendJson,
  unreachableBaseUrl,
} from './fake-ban.js';

const startBan = fakeBanForEachTest();

async function geocoderFor(handler: FakeHandler, timeoutMs = 2000) {
  const fake = await startBan(handler);
  return { fake, geocoder: new BanGeocoder({ baseUrl: fake.baseUrl, timeoutMs }) };
}

describe('BanGeocoder', () => {
  it('asks /search/ with q, limit and autocomplete, and maps the features', async () => {
    const { fake, geocoder } = await geocoderFor(answerLikeBan([RUE_DE_LA_REPUBLIQUE_12, RUE_DE_LA_REPUBLIQUE]));

    const suggestions = await geocoder.search('  12 rue de la république ', 5);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.pathname).toBe('/search/');
    expect(request?.searchParams.get('q')).toBe('12 rue de la république');
    expect(request?.searchParams.get('limit')).toBe('5');
    expect(request?.searchParams.get('autocomplete')).toBe('1');
    expect(suggestions).toEqual([
      {
        label: '12 Rue de la République 69002 Lyon',
        street: '12 Rue de la République',
        postcode: '69002',
        city: 'Lyon',
        latitude: 45.762097,
        longitude: 4.835781,
      },
      {
        label: 'Rue de la République 13002 Marseille',
        street: 'Rue de la République',
        postcode: '13002',
        city: 'Marseille',
        latitude: 43.300395,
        longitude: 5.368113,
      },
    ]);
  });

  it('sends the limit it is given and tolerates a trailing slash in the base URL', async () => {
    const fake = await startBan(answerLikeBan([RUE_DE_LA_REPUBLIQUE_12, RUE_DE_LA_REPUBLIQUE]));
    const geocoder = new BanGeocoder({ baseUrl: `${fake.baseUrl}/`, timeoutMs: 2000 });

    const suggestions = await geocoder.search('rue de la république', 1);

    expect(fake.requests[0]?.pathname).toBe('/search/');
    expect(fake.requests[0]?.searchParams.get('limit')).toBe('1');
    expect(suggestions.map((s) => s.label)).toEqual(['12 Rue de la République 69002 Lyon']);
  });

  it('drops results located outside France but keeps overseas France', async () => {
    const berlin = banFeature({
      street: 'Unter den Linden',
      postcode: '10117',
      city: 'Berlin',
      citycode: '11000',
      latitude: 52.5163,
      longitude: 13.3777,
    });
    const saintDenisDeLaReunion = banFeature({
      street: 'Rue de Paris',
      postcode: '97400',
      city: 'Saint-Denis',
      citycode: '97411',
      latitude: -20.8789,
      longitude: 55.4481,
    });
    const { geocoder } = await geocoderFor(answerLikeBan([berlin, RUE_DE_LA_REPUBLIQUE_12, saintDenisDeLaReunion]));

    const suggestions = await geocoder.search('rue', 10);

    expect(suggestions.map((s) => s.city)).toEqual(['Lyon', 'Saint-Denis']);
  });

  it('skips a malformed feature and keeps the valid ones', async () => {
    const withoutPostcode = structuredClone(RUE_DE_LA_REPUBLIQUE);
    delete withoutPostcode.properties.postcode;
    const { geocoder } = await geocoderFor(answerLikeBan([withoutPostcode, RUE_DE_LA_REPUBLIQUE_12]));

    const suggestions = await geocoder.search('rue de la république', 5);

    expect(suggestions.map((s) => s.label)).toEqual(['12 Rue de la République 69002 Lyon']);
  });

  it('does not call BAN for queries shorter than BAN accepts', async () => {
    const { fake, geocoder } = await geocoderFor(answerLikeBan([RUE_DE_LA_REPUBLIQUE_12]));

    await expect(geocoder.search(' ru ', 5)).resolves.toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('fails as unavailable on an HTTP error', async () => {
    const { geocoder } = await geocoderFor((_url, response) => sendJson(response, 500, { message: 'boom' }));

    const failure = geocoder.search('rue mercière', 5);

    await expect(failure).rejects.toBeInstanceOf(GeocoderUnavailableError);
    await expect(failure).rejects.toThrow('HTTP 500');
  });

  it('fails as unavailable on malformed JSON', async () => {
    const { geocoder } = await geocoderFor((_url, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"type":"FeatureCollection","features":[');
    });

    await expect(geocoder.search('rue mercière', 5)).rejects.toThrow(/malformed JSON/);
  });

  it('fails as unavailable when the JSON is not a FeatureCollection', async () => {
    const { geocoder } = await geocoderFor((_url, response) => sendJson(response, 200, { results: [] }));

    await expect(geocoder.search('rue mercière', 5)).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('fails as unavailable when BAN does not answer in time', async () => {
    // The handler never answers; only the client-side timeout can end the call.
    const { geocoder } = await geocoderFor(() => undefined, 100);

    const failure = geocoder.search('rue mercière', 5);

    await expect(failure).rejects.toBeInstanceOf(GeocoderUnavailableError);
    await expect(failure).rejects.toThrow('no answer within 100 ms');
  });

  it('fails as unavailable when nothing listens at the base URL', async () => {
    const geocoder = new BanGeocoder({ baseUrl: await unreachableBaseUrl(), timeoutMs: 2000 });

    await expect(geocoder.search('rue mercière', 5)).rejects.toThrow(/unreachable/);
  });

  it("passes the caller's abort through rather than reporting BAN unavailable", async () => {
    let requestArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (requestArrived = resolve));
    const { geocoder } = await geocoderFor(() => requestArrived(), 5000);
    const controller = new AbortController();

    const failure = geocoder.search('rue mercière', 5, controller.signal);
    await arrived;
    controller.abort(new Error('client went away'));

    await expect(failure).rejects.toThrow('client went away');
    await expect(failure).rejects.not.toBeInstanceOf(GeocoderUnavailableError);
  });
});

describe('isInFrance', () => {
  it.each([
    ['Lyon', 45.764, 4.8357],
    ['Paris', 48.8566, 2.3522],
    ['Brest', 48.3904, -4.4861],
    ['Ajaccio', 41.9192, 8.7386],
    ['Strasbourg', 48.5734, 7.7521],
    ['Pointe-à-Pitre', 16.2411, -61.5331],
    ['Fort-de-France', 14.6161, -61.0588],
    ['Cayenne', 4.9224, -52.3135],
    ['Saint-Denis (La Réunion)', -20.8789, 55.4481],
    ['Mamoudzou', -12.7806, 45.2279],
    ['Nouméa', -22.2758, 166.458],
  ])('accepts %s', (_name, latitude, longitude) => {
    expect(isInFrance(latitude, longitude)).toBe(true);
  });

  it.each([
    ['Berlin', 52.52, 13.405],
    ['Madrid', 40.4168, -3.7038],
    ['London', 51.5072, -0.1276],
    ['Rome', 41.9028, 12.4964],
    ['Tunis', 36.8065, 10.1815],
    ['Montréal', 45.5019, -73.5674],
    ['Null Island', 0, 0],
  ])('rejects %s', (_name, latitude, longitude) => {
    expect(isInFrance(latitude, longitude)).toBe(false);
  });
});
