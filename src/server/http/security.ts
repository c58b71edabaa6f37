import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Scripts only from our own origin (the built SPA has no inline script). Styles allow 'unsafe-inline'
 * because Mantine writes its CSS variables into a <style> element and components use style attributes;
 * see docs/decisions/003-content-security-policy.md.
 */
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

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
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
  // HSTS only for requests that came over HTTPS: directly, or through a trusted proxy's X-Forwarded-Proto
  // (TRUST_PROXY). Over plain HTTP browsers ignore it, and it must not pin localhost to HTTPS in development.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
