import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * What the form pages drawn for guests share on the way in and out (booking from the restaurant's
 * page, the manage page of a booking): how a page is sent, the redirect after a post, and the
 * check that a post comes from this site.
 */

/** A page for one guest: never cached, never indexed. */
export function sendPage(reply: FastifyReply, code: number, html: string) {
  return reply
    .code(code)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** To another page (303: the browser follows with a GET; after a post, the page that says what happened). */
export function seeOther(reply: FastifyReply, href: string) {
  return reply.header('cache-control', 'no-store').redirect(href, 303);
}

/**
 * Whether a form post comes from a page of this portal. The form's token is what opens its
 * booking; this stops another site from making a guest's browser post it, whatever the cookies'
 * SameSite (there are none here): a post that names another origin, or an opaque one ("null"),
 * is refused. A client that sends neither Origin nor Referer (an old browser, a privacy setting)
 * is let through on the token alone.
 */
export function fromThisSite(request: FastifyRequest, publicBaseUrl: string | undefined): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (source === undefined || source === '') return true;
  try {
    const url = new URL(source);
    if (url.origin === 'null') return false;
    // The Host read in the sender's scheme, so "localhost:80" and "http://localhost" agree.
    if (url.host === new URL(`${url.protocol}//${request.host}`).host) return true;
    return publicBaseUrl !== undefined && publicBaseUrl !== '' && url.origin === new URL(publicBaseUrl).origin;
  } catch {
    return false;
  }
}
