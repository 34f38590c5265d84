import fs from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { notFoundPage, STAY_CSS_PATH } from './stay-page.ts';
import { stayLocaleOf as localeOf, type StayRenderer } from './stay-renderer.ts';
import { stayText } from './stay-text.ts';

const CSS = fs.readFileSync(new URL('./assets/stay.css', import.meta.url));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The public page of a published unit, `/stay/{unitId}`: server-rendered HTML without scripts,
 * one style sheet, localised by `?hl=`, the `ho_hl` cookie or Accept-Language. These are plain
 * routes, so the SPA fallback never answers `/stay/…`.
 */
export const publicListingRoutes: FastifyPluginAsync<{
  config: Pick<Config, 'productTitle' | 'publicUrl'>;
  stays: StayRenderer;
}> = async (app, { config, stays }) => {
  const send = (reply: FastifyReply, status: number, body: string, cache: string) =>
    reply
      .status(status)
      .header('cache-control', cache)
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(body);
  const notFound = (req: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(req);
    return send(
      reply,
      404,
      notFoundPage(locale, stayText(locale), config.productTitle, `${config.publicUrl}/`),
      'no-cache',
    );
  };

  app.get(STAY_CSS_PATH, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(CSS),
  );

  app.get<{ Params: { unitId: string } }>('/stay/:unitId', async (req, reply) => {
    const { unitId } = req.params;
    if (!UUID.test(unitId)) return notFound(req, reply);
    const page = await stays.published(unitId, localeOf(req));
    if (!page) return notFound(req, reply);
    // short shared caching: an unpublished unit disappears within a minute
    return send(reply, 200, page, 'public, max-age=60');
  });

  for (const url of ['/stay', '/stay/*']) app.get(url, notFound);
};
