import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, isErrorCode } from '@portal/contract';
import { AppError, failureBody } from './errors.js';

/** Transport-level failures keep their HTTP status; their body is still the envelope. */
const httpStatusCodes: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The one place where errors become responses: envelopes with both languages, never a 5xx's details. */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Error bodies are written as they are, never through a route's success schema, and are JSON
    // whatever the route had announced before failing (a file, a page, a stream).
    reply.serializer((payload: unknown) => JSON.stringify(payload));
    reply.removeHeader('content-disposition');
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    reply.type('application/json; charset=utf-8');

    if (error instanceof AppError) {
      return reply.code(error.httpStatus).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Report the first problem, under its field, like the forms do.
      const first = error.validation[0];
      const field = first?.instancePath.split('/').filter(Boolean)[0];
      const code = first && isErrorCode(first.message) ? first.message : 'VALIDATION';
      return reply.code(200).send(failureBody(code, field));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(failureBody('RATE_LIMITED'));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failureBody(httpStatusCodes[status] ?? 'VALIDATION'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failureBody('INTERNAL'));
  });
}

export default fp(errorHandler, { name: 'error-handler' });
