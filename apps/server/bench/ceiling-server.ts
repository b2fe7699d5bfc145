/**
 * The fair ceiling of a screen's call: a bare Fastify server, in a process of its own, doing only
 * the work the product cannot skip. Each request verifies the HS256 token, reads the live session
 * row and the account, then the screen's own reads (prepared statements, better-sqlite3 or pg, on
 * the portal's database), turns the rows into JSON (JSON.stringify, its cost counted) and sends
 * the bytes the portal answered, so that both put the same bytes on the wire.
 *
 *   ceiling-server.ts <settings.json>   (written by bench/run.ts: CeilingSettings)
 *
 * Prints `listening <address>` on stdout.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { type CeilingRead, ceilingReads } from './ceiling-reads.js';

export interface CeilingRoute {
  method: 'GET' | 'POST';
  path: string;
  /** The screen's reads after the sign-in's. */
  read: 'itemList' | 'orderList' | 'bookingBook';
  /** The file holding the bytes the portal answered. */
  bodyFile: string;
}

export interface CeilingSettings {
  /** The token-signing key, hex. */
  key: string;
  sqliteFile?: string;
  pg?: { url: string; schema: string };
  routes: CeilingRoute[];
}

const settings = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as CeilingSettings;
const key = Buffer.from(settings.key, 'hex');
const reads = await ceilingReads(settings);

/** The claims of a valid, unexpired partner token of ours, else null. */
function verifiedClaims(token: string): { sid: string; sub: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const expected = createHmac('sha256', key).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString()) as Record<string, unknown>;
  if (header.alg !== 'HS256' || claims.iss !== 'partner-portal' || claims.scope !== 'partner') return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
  if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string') return null;
  return { sid: claims.sid, sub: claims.sub };
}

const app = Fastify({ logger: false });
for (const route of settings.routes) {
  const body = readFileSync(route.bodyFile);
  const read: CeilingRead = reads[route.read];
  app.route({
    method: route.method,
    url: route.path,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.headers.token;
      const claims = typeof token === 'string' ? verifiedClaims(token) : null;
      const session = claims ? await reads.session(claims.sid, Date.now()) : undefined;
      const partner =
        session && String(session.account_id) === claims!.sub ? await reads.partner(session.account_id) : undefined;
      if (!partner || partner.admin_aproval !== 1 || partner.suspended || !partner.is_verified) {
        return reply.code(401).send({ status: 401 });
      }
      JSON.stringify(await read(partner.id, request));
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
}
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
