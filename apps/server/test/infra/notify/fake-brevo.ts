import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../loopback-server.js';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeBrevo {
  readonly baseUrl: string;
  readonly requests: ReceivedRequest[];
  /** How the server answers; swap it per test. Defaults to Brevo's 201. */
  respond: (response: ServerResponse, request: ReceivedRequest) => void;
  close(): Promise<void>;
}

/** Brevo's answer to an accepted SMS. */
export function acceptLikeBrevo(response: ServerResponse): void {
  response.writeHead(201, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      reference: 'ab1cde2fgh3i4jklmno',
      messageId: 1511882900176220,
      smsCount: 1,
      usedCredits: 0.7,
      remainingCredits: 82.85,
    }),
  );
}

export async function startFakeBrevo(): Promise<FakeBrevo> {
  const fake: Pick<FakeBrevo, 'requests' | 'respond'> = { requests: [], respond: acceptLikeBrevo };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: ReceivedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      fake.requests.push(received);
      fake.respond(response, received);
    });
  });
  return Object.assign(fake, await listenOnLoopback(server));
}
