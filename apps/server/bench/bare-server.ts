/**
 * The ceiling of the getitemslist benchmark: a bare Fastify server answering the same path with
 * the same bytes, held in memory. Started by bench/run.ts as a process of its own; prints its
 * address on stdout.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, path] = process.argv.slice(2);
if (!bodyFile || !path) throw new Error('usage: bare-server.ts <body file> <path>');
const body = readFileSync(bodyFile);

const app = Fastify({ logger: false });
app.post(path, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
