import type { FastifyInstance } from 'fastify';
import { apiPaths, QR_CODE_TEXT_HEADER, ZQrCodeQuerySchema } from '@portal/contract';
import { restaurantOf } from '../auth/index.js';
import { publicBaseUrl } from '../../core/public-url.js';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import { renderQrCode } from './qr-codes.js';

/** The partner's QR codes, as image files to show, download and print. */
export default async function qrRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(apiPaths.qrCode, {
    config: access('restaurant'),
    schema: {
      tags: ['restaurant'],
      security: tokenSecurity,
      summary:
        'A QR code of the restaurant, as the image file itself: its public page’s address (`kind=page`) or its public id (`kind=id`), PNG (1,024 px) or SVG',
      description: `The answer is the image (\`image/png\` or \`image/svg+xml\`, as an attachment named \`qr-<kind>-<public_id>.<format>\`); the \`${QR_CODE_TEXT_HEADER}\` header holds the text it encodes. A bad \`kind\` or \`format\` is the usual business failure.`,
      querystring: ZQrCodeQuerySchema,
    },
    handler: async (request, reply) => {
      const { kind, format } = request.query;
      const base = publicBaseUrl(app.config.PUBLIC_BASE_URL, request);
      const image = await renderQrCode(restaurantOf(request), kind, format, base);
      return reply
        .header('content-type', image.contentType)
        .header('content-disposition', `attachment; filename="${image.filename}"`)
        .header('cache-control', 'private, no-store')
        .header(QR_CODE_TEXT_HEADER, image.text)
        .send(image.body);
    },
  });
}
