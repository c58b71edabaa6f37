import { printableText } from '#domain/printable-text.ts';

/** pdfkit's methods that draw or measure a text given as their first argument. */
const textMethods = ['text', 'widthOfString', 'heightOfString', 'boundsOfString'] as const;

type TextMethod = (text: unknown, ...rest: unknown[]) => unknown;

/**
 * Makes the document draw and measure every text as printableText has it (docs/decisions/014): a character the
 * embedded fonts lack comes out as the replacement character, never a blank or an empty box. It is done once,
 * on the document, so no drawing or measuring call of any document can forget it; drawing and measuring see
 * the same text, so layouts still fit.
 */
export function printOnlyPrintable(doc: PDFKit.PDFDocument) {
  const methods = doc as unknown as Record<(typeof textMethods)[number], TextMethod>;
  for (const name of textMethods) {
    const original = methods[name];
    methods[name] = (text, ...rest) =>
      original.call(doc, typeof text === 'string' ? printableText(text) : text, ...rest);
  }
}
