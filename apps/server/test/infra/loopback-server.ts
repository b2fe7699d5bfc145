import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a fake provider's HTTP server on a free loopback port: the address to point the client
 * at, and how to close it (requests a test leaves unanswered on purpose do not keep it open).
 */
export async function listenOnLoopback(server: Server): Promise<{ baseUrl: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
