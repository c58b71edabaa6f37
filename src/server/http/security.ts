import { createRequire } from 'node:module';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type HelmetFactory from 'helmet';

/**
 * For the few answers sent before any hook runs (a URL that cannot be decoded, see frameworkErrors in app.ts):
 * a JSON error needs nothing from anywhere, so the strictest policy fits.
 */
export const earlyErrorHeaders = {
  'content-security-policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** The helmet() that @fastify/helmet itself loads (a dependency of the plugin, not of the app). */
function pluginsHelmet(): typeof HelmetFactory {
  const require = createRequire(import.meta.url);
  return createRequire(require.resolve('@fastify/helmet'))('helmet');
}

/**
 * Scripts only from our own origin (the built SPA has no inline script). Styles allow 'unsafe-inline'
 * because Mantine writes its CSS variables into a <style> element and components use style attributes;
 * see docs/decisions/003-content-security-policy.md.
 */
const helmetOptions = (mapTilesUrl: string | null) => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(mapTilesUrl ? [tileImageSource(mapTilesUrl)] : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: false,
});

/**
 * The CSP source of the operator's map tiles: their scheme and host only (https://tile.openstreetmap.org), with a
 * `{s}` subdomain as a wildcard (https://*.tile.example.org), so the page may show those images and nothing else
 * from there.
 */
export function tileImageSource(mapTilesUrl: string): string {
  const url = new URL(mapTilesUrl.replaceAll('{s}', 'a'));
  const host = mapTilesUrl.includes('{s}.') ? `*.${url.host.replace(/^a\./, '')}` : url.host;
  return `${url.protocol}//${host}`;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { mapTilesUrl }: { mapTilesUrl: string | null } = { mapTilesUrl: null },
) {
  // @fastify/helmet with global: true calls helmet(options) on every request, which parses and checks the
  // whole policy again each time (5-8% of a small API answer's CPU in the profile, see bench/README.md).
  // The same helmet middleware is built once here and applied to every request, as the plugin did; the
  // plugin stays registered (not global) for its reply decorators and per-route `helmet` options.
  const options = helmetOptions(mapTilesUrl);
  await app.register(helmet, { ...options, global: false });
  const applyHeaders = pluginsHelmet()(options);
  app.addHook('onRequest', (request, reply, done) => {
    // A route with its own `helmet` option is left to the plugin, as with global: true.
    if ((request.routeOptions.config as { helmet?: unknown }).helmet !== undefined) return done();
    try {
      applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    } catch (error) {
      done(error as Error);
    }
  });
  // HSTS only for requests that came over HTTPS: directly, or through a trusted proxy's X-Forwarded-Proto
  // (TRUST_PROXY). Over plain HTTP browsers ignore it, and it must not pin localhost to HTTPS in development.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
  app.addHook('onSend', noStoreForCredentials);
}

/**
 * An answer to a request that carries credentials holds one person's data, or says their token failed: no
 * browser cache (a shared computer's disk) or proxy may keep it. This overrides what a route set; public
 * answers (plans, pages, static files) keep their own caching.
 */
function noStoreForCredentials(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
  if (request.headers.authorization !== undefined || request.session)
    reply.header('cache-control', 'no-store');
  done(null, payload);
}
