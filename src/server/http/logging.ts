import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * Hides secrets that can appear in a URL: reset, e-mail confirmation and CV link tokens and document
 * verification codes in paths, and token/code query parameters.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/reset-password\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/(\/verify-email\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/(\/captain\/cv\/pdf\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/(\/verify\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/([?&](?:token|code|key|secret)=)[^&#]*/gi, '$1[redacted]');
}

export function loggerOptions(
  config: Pick<AppConfig, 'logLevel'>,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
