import { inflateSync } from 'node:zlib';

/** A straight line a page strokes, in pdfkit's coordinates (points from the page's top left corner). */
export interface Stroke {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
}

const objectPattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;

/** The objects of a PDF as pdfkit writes them (no object streams), by number: dictionary and raw stream. */
function objects(bytes: Buffer) {
  const text = bytes.toString('latin1');
  const found = new Map<number, { dictionary: string; stream: Buffer | null }>();
  for (const match of text.matchAll(objectPattern)) {
    const body = match[2] ?? '';
    const at = body.indexOf('stream');
    const dictionary = at < 0 ? body : body.slice(0, at);
    let stream: Buffer | null = null;
    if (at >= 0) {
      const start = body.indexOf('\n', at) + 1;
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? body.lastIndexOf('endstream') - start);
      stream = Buffer.from(body.slice(start, start + length), 'latin1');
      if (/\/FlateDecode/.test(dictionary)) stream = inflateSync(stream);
    }
    found.set(Number(match[1]), { dictionary, stream });
  }
  return found;
}

/**
 * The straight lines each page strokes (moveTo, lineTo, stroke: what pdfkit draws for `moveTo().lineTo()
 * .stroke()`), page by page in the document's order, so a test can see a rule or a strike-through that text
 * extraction cannot. Pages are drawn in pdfkit's flipped space, so the coordinates are the writer's own.
 */
export function readStrokes(bytes: Buffer | Uint8Array): Stroke[][] {
  const all = objects(Buffer.from(bytes));
  const root = [...all.values()].find((object) => /\/Type \/Pages\b/.test(object.dictionary));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(root?.dictionary ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)];
  return kids.map((kid) => {
    const page = all.get(Number(kid[1]));
    const contents = /\/Contents (\d+) 0 R/.exec(page?.dictionary ?? '')?.[1];
    const stream = contents ? all.get(Number(contents))?.stream : null;
    const strokes: Stroke[] = [];
    let width = 1;
    let from: [number, number] | null = null;
    let path: Omit<Stroke, 'width'>[] = [];
    for (const line of (stream?.toString('latin1') ?? '').split('\n')) {
      const parts = line.trim().split(/\s+/);
      const operator = parts[parts.length - 1];
      const [a, b] = parts.map(Number);
      if (operator === 'w' && a !== undefined) width = a;
      else if (operator === 'm' && a !== undefined && b !== undefined) from = [a, b];
      else if (operator === 'l' && from && a !== undefined && b !== undefined) {
        path.push({ x1: from[0], y1: from[1], x2: a, y2: b });
        from = [a, b];
      } else if (operator === 'S') {
        strokes.push(...path.map((segment) => ({ ...segment, width })));
        path = [];
      } else if (operator === 'n' || operator === 'f') path = [];
    }
    return strokes;
  });
}
