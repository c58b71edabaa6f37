import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF read back as text, page by page (tests). */
export async function readPdf(bytes: Buffer | Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(document, { mergePages: false });
  const pages = text.map((page) => page.replace(/\s+/g, ' '));
  return { totalPages, pages, all: pages.join(' ') };
}
