import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterEach } from 'vitest';
import { listenOnLoopback } from '../loopback-server.js';

/** Answers one request; `url` is already parsed. */
export type FakeHandler = (url: URL, response: ServerResponse, request: IncomingMessage) => void;

export interface FakeBan {
  readonly baseUrl: string;
  /** Every request received, oldest first. */
  readonly requests: URL[];
  /** Swap it to change how the server answers from the next request on. */
  handler: FakeHandler;
  close(): Promise<void>;
}

export interface BanFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: Record<string, string | number>;
}

/** A feature as BAN returns it, housenumber type (https://api-adresse.data.gouv.fr/search/?q=...). */
export function banFeature(fields: {
  housenumber?: string;
  street: string;
  postcode: string;
  city: string;
  citycode: string;
  latitude: number;
  longitude: number;
}): BanFeature {
  const name = fields.housenumber ? `${fields.housenumber} ${fields.street}` : fields.street;
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [fields.longitude, fields.latitude] },
    properties: {
      label: `${name} ${fields.postcode} ${fields.city}`,
      score: 0.96,
      ...(fields.housenumber ? { housenumber: fields.housenumber } : {}),
      id: `${fields.citycode}_0001${fields.housenumber ? `_${fields.housenumber.padStart(5, '0')}` : ''}`,
      name,
      postcode: fields.postcode,
      citycode: fields.citycode,
      x: 842_409.46,
      y: 6_519_536.91,
      city: fields.city,
      context: '69, Rhône, Auvergne-Rhône-Alpes',
      type: fields.housenumber ? 'housenumber' : 'street',
      importance: 0.71,
      ...(fields.housenumber ? { street: fields.street } : {}),
    },
  };
}

export const RUE_DE_LA_REPUBLIQUE_12 = banFeature({
  housenumber: '12',
  street: 'Rue de la République',
  postcode: '69002',
  city: 'Lyon',
  citycode: '69382',
  latitude: 45.762097,
  longitude: 4.835781,
});

export const RUE_DE_LA_REPUBLIQUE = banFeature({
  street: 'Rue de la République',
  postcode: '13002',
  city: 'Marseille',
  citycode: '13202',
  latitude: 43.300395,
  longitude: 5.368113,
});

/**
 * Behaves like BAN's /search/: 400 without a usable q, the features cut to `limit`, wrapped in
 * the same FeatureCollection envelope.
 */
export function answerLikeBan(features: readonly unknown[]): FakeHandler {
  return (url, response) => {
    const q = url.searchParams.get('q') ?? '';
    const limit = Number(url.searchParams.get('limit') ?? '5');
    if (url.pathname !== '/search/') return sendJson(response, 404, { code: 404, message: 'Not found' });
    if (q.trim().length < 3 || !Number.isInteger(limit) || limit < 1) {
      return sendJson(response, 400, { code: 400, detail: ['q: must contain between 3 and 200 chars'] });
    }
    sendJson(response, 200, {
      type: 'FeatureCollection',
      version: 'draft',
      features: features.slice(0, limit),
      attribution: 'BAN',
      licence: 'ETALAB-2.0',
      query: q,
      limit,
    });
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export async function startFakeBan(handler: FakeHandler): Promise<FakeBan> {
  const fake = { requests: [] as URL[], handler };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    fake.requests.push(url);
    fake.handler(url, response, request);
  });
  return Object.assign(fake, await listenOnLoopback(server));
}

/**
 * How the tests of a file start their fake BAN: each test's is closed after it (a test starts one
 * at most).
 */
export function fakeBanForEachTest(): (handler: FakeHandler) => Promise<FakeBan> {
  let current: FakeBan | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return async (handler) => (current = await startFakeBan(handler));
}

/** A base URL nobody listens on: the port was free a moment ago and has just been released. */
export async function unreachableBaseUrl(): Promise<string> {
  const fake = await startFakeBan(() => undefined);
  await fake.close();
  return fake.baseUrl;
}
