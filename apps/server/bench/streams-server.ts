/**
 * The portal (src/main.ts) as bench/streams.ts starts it: on SIGUSR2 a full garbage collection
 * followed by one line `memory {"rss":…,"heapUsed":…}` on stdout, so that the memory read is
 * that of live objects.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
process.on('SIGUSR2', () => {
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  process.stdout.write(`memory ${JSON.stringify({ rss, heapUsed })}\n`);
});

await import('../src/main.js');
