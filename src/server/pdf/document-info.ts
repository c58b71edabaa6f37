/** What each kind of document is: its sentence under pdf.subject and its words under pdf.keywords. */
export type DocumentAbout =
  | 'voyage_card'
  | 'trip_card'
  | 'crew_opinion'
  | 'captain_cv'
  | 'sea_time_statement'
  | 'deck_log';

/** What a PDF says of itself in its information dictionary (the viewer's Properties, search, catalogues). */
export interface DocumentInfo {
  /** The document and what it is of ("Karta rejsu — Zawisza Czarny, 01.07.2026 – 08.07.2026"). */
  title: string;
  /** Whose document it is: the captain; the sailor on their own statement. */
  author?: string;
  /** The kind of document: its Subject (a sentence) and first Keywords, from the catalogue. */
  about?: DocumentAbout;
  /** More words to find it by, as they are (the yacht, its registration, the ports ...); commas part them. */
  keywords?: readonly string[];
}

/**
 * pdfkit's info for a document in one language (`t`): the title, the author, what the document is, its
 * keywords (its kind's words, those given, then "sea time", each once), and Logbook as creator and producer.
 */
export function documentInfo(
  t: (key: string) => string,
  { title, author, about, keywords = [] }: DocumentInfo,
): PDFKit.DocumentInfo {
  const all = about ? [t(`pdf.keywords.${about}`), ...keywords, t('pdf.keywords.sea_time')] : keywords;
  const words = [...new Set(all.flatMap((word) => word.split(',')).map((word) => word.trim()))].filter(
    Boolean,
  );
  return {
    Title: title,
    ...(author?.trim() ? { Author: author.trim() } : {}),
    ...(about ? { Subject: t(`pdf.subject.${about}`) } : {}),
    ...(words.length > 0 ? { Keywords: words.join(', ') } : {}),
    Creator: 'Logbook',
    Producer: 'Logbook',
  };
}
