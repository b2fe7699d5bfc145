import type { FastifyRequest } from 'fastify';

/**
 * The address customers reach the portal at: PUBLIC_BASE_URL when set (behind a proxy, the
 * request's own host may be an internal one), otherwise the address the request came to.
 */
export function publicBaseUrl(configured: string | undefined, request: FastifyRequest): string {
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** The public page of a restaurant, `/r/{public_id}`, as a full address. */
export function publicPageUrl(base: string, publicId: string): string {
  return `${base}/r/${publicId}`;
}
