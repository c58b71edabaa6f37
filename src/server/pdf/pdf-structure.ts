import { type Language, localeOf } from '#domain/language.ts';

/**
 * The options that make a document a tagged PDF: marked, in its language (a full tag, pl-PL or en-GB, as the
 * documents' dates and numbers are written), showing its title (not its file name) in the viewer's title bar.
 * Structure trees need PDF 1.4 at least; 1.7 is what readers expect of one.
 */
export function taggedPdfOptions(language: Language) {
  return { tagged: true, lang: localeOf(language), displayTitle: true, pdfVersion: '1.7' } as const;
}

type ElementType =
  | 'H1'
  | 'H2'
  | 'P'
  | 'L'
  | 'LI'
  | 'Lbl'
  | 'LBody'
  | 'Table'
  | 'THead'
  | 'TBody'
  | 'TR'
  | 'TH'
  | 'TD';

interface ElementOptions {
  /** A language other than the document's (the second language of a bilingual sentence). */
  lang?: Language;
  /** What a figure shows, read in its place. */
  alt?: string;
  /** Whose header a table header cell is. */
  scope?: 'Column' | 'Row';
}

type Draw = () => void;

/** A place in the structure tree that more elements and content go into, in reading order. */
export interface StructureParent {
  /** An element of `type` holding what `draw` draws. */
  add(type: ElementType, draw: Draw, options?: ElementOptions): void;
  /** An element of `type` filled over several calls (a table and its rows, a text over two pages). */
  open(type: ElementType, options?: ElementOptions): StructureParent;
  /** What `draw` draws, straight into this element. */
  content(draw: Draw): void;
  /** Nothing more goes in: pdfkit writes the element out and lets it go. */
  end(): void;
}

/**
 * The logical structure of one document (docs/accessibility.md): the header's title and lines at the top,
 * then a section (Sect) per band, its heading the band's text, holding the fields, tables and texts drawn
 * under it. What `artifact` draws (rules, boxes, fills, the logo, a table header or band repeated on a new page,
 * the footers) stays out of it, and anything tagged while an artifact is drawn is part of that artifact.
 */
export function documentStructure(doc: PDFKit.PDFDocument) {
  const root = doc.struct('Document');
  doc.addStructure(root);
  let current = root;
  let inArtifact = false;

  const untagged: StructureParent = {
    add: (_type, draw) => draw(),
    open: () => untagged,
    content: (draw) => draw(),
    end: () => {},
  };

  function element(type: ElementType, options: ElementOptions, children?: Draw[]) {
    // @types/pdfkit lacks `scope`, which pdfkit 0.20 writes as the element's Table attribute. A language is
    // tagged as the document's is (pl-PL, en-GB).
    const pdfkitOptions: PDFKit.Mixins.StructureElementOptions = {
      ...options,
      ...(options.lang ? { lang: localeOf(options.lang) } : {}),
    };
    return children ? doc.struct(type, pdfkitOptions, children) : doc.struct(type, pdfkitOptions);
  }

  function parentOf(target: () => PDFKit.PDFStructureElement): StructureParent {
    return {
      add(type, draw, options = {}) {
        if (inArtifact) return draw();
        target().add(element(type, options, [draw]));
      },
      open(type, options = {}) {
        if (inArtifact) return untagged;
        const child = element(type, options);
        target().add(child);
        return parentOf(() => child);
      },
      content(draw) {
        if (inArtifact) return draw();
        target().add(draw);
      },
      end() {
        target().end();
      },
    };
  }

  return {
    /** The section being written (the document itself before the first). */
    ...parentOf(() => current),
    /** A new section under the document, its heading what `drawHeading` draws. */
    section(drawHeading: Draw) {
      if (inArtifact) return drawHeading();
      if (current !== root) current.end();
      current = doc.struct('Sect');
      root.add(current);
      current.add(element('H2', {}, [drawHeading]));
    },
    /**
     * Drawing that is not the document's text: `Layout` for rules, boxes and fills, `Pagination` for what
     * repeats on every page or on a continued page. One drawn inside another is part of it; none may be drawn
     * inside an element's `draw`, as pdfkit would end that element's content there.
     */
    artifact(draw: Draw, type: 'Layout' | 'Pagination' = 'Layout') {
      if (inArtifact) return draw();
      inArtifact = true;
      doc.markContent('Artifact', { type });
      try {
        draw();
      } finally {
        doc.endMarkedContent();
        inArtifact = false;
      }
    },
  };
}

export type DocumentStructure = ReturnType<typeof documentStructure>;
