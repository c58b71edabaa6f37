import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '#domain/language.ts';
import { requestLanguage } from '../http/messages.ts';

/** A document's language: ?lang=pl|en when given, otherwise the request's Accept-Language. */
export function documentLanguage(request: FastifyRequest): Language {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return isLanguage(lang) ? lang : requestLanguage(request);
}

/** "Karta rejsu Zawisza Czarny 2026-07-01" -> "karta-rejsu-zawisza-czarny-2026-07-01" (ASCII: ł -> l, ż -> z). */
export function fileSlug(...parts: string[]): string {
  return (
    parts
      .join(' ')
      .replace(/ł/g, 'l')
      .replace(/Ł/g, 'L')
      // "Captain's" reads "captains", not "captain-s".
      .replace(/['’]/g, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100)
  );
}

/** A header parameter's UTF-8 value (RFC 8187): encodeURIComponent leaves ' ( ) * as they are, which it may not. */
function extValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Sends a PDF to open in the browser, with a file name that says what it is (ASCII, and UTF-8 for others). */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  const ascii = `${fileSlug(fileName) || 'document'}.pdf`;
  const unicode = `${fileName.trim().replace(/\s+/g, '-')}.pdf`;
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${ascii}"; filename*=UTF-8''${extValue(unicode)}`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}
