/**
 * A text broken into the lines it takes in a box `width` points wide, in the document's current font and size:
 * the writer then puts as many lines on a page as fit and continues the rest on the next (remarks boxes).
 * Paragraphs (newlines) are kept; a word wider than the box is cut where it overflows.
 */
export function textLines(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const fits = (line: string) => doc.widthOfString(line) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}
