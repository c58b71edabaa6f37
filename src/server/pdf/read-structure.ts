import { getDocumentProxy } from 'unpdf';
import { z } from 'zod';

/** What pdf.js reads of a document's info dictionary and catalogue (its Language is the catalogue's /Lang). */
const infoSchema = z.object({ Title: z.string().optional(), Language: z.string().nullish() });
const viewerPreferencesSchema = z.object({ DisplayDocTitle: z.boolean().optional() }).nullable();
const markInfoSchema = z.object({ Marked: z.boolean().optional() }).nullable();

/** A page's text with its marked content: where a structure element's content or an artifact begins and ends. */
const textItemSchema = z.union([
  z.object({ str: z.string(), hasEOL: z.boolean() }),
  z.object({
    type: z.enum(['beginMarkedContent', 'beginMarkedContentProps', 'endMarkedContent']),
    tag: z.string().nullish(),
    id: z.string().nullish(),
  }),
]);

interface StructureNode {
  role?: string;
  lang?: string;
  children?: (StructureNode | { type: string; id: string })[];
}
const structureNodeSchema: z.ZodType<StructureNode> = z.lazy(() =>
  z.object({
    role: z.string().optional(),
    lang: z.string().optional(),
    children: z
      .array(z.union([z.object({ type: z.string(), id: z.string() }), structureNodeSchema]))
      .optional(),
  }),
);

/** A structure element that holds text of its own, in reading order, with the roles of the elements around it. */
export interface TaggedText {
  role: string;
  /** The roles from the document down to this element ("Document/Sect/Table/TBody/TR/TD"). */
  path: string;
  text: string;
  lang?: string;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A PDF read back for the accessibility tests: the catalogue entries a tagged PDF has, its text in the order
 * of its structure tree (what a screen reader reads), the text marked as artifacts, and any text in neither.
 * pdf.js gives each page the part of the tree that has content on it, so an element that runs over two pages
 * (a long table) is listed with each page's part.
 */
export async function readStructure(bytes: Buffer | Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const info = infoSchema.parse((await document.getMetadata()).info);
  const viewer = viewerPreferencesSchema.parse(await document.getViewerPreferences());
  const markInfo = markInfoSchema.parse(await document.getMarkInfo());
  const tagged: TaggedText[] = [];
  const artifacts: string[] = [];
  const untagged: string[] = [];
  let structureRoots = 0;

  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const byId = new Map<string, string>();
    const open: { tag?: string | null; id?: string | null }[] = [];
    for (const item of content.items.map((raw) => textItemSchema.parse(raw))) {
      if ('type' in item) {
        if (item.type === 'endMarkedContent') open.pop();
        else open.push(item);
        continue;
      }
      const text = item.str + (item.hasEOL ? ' ' : '');
      const structure = open.findLast((marking) => marking.id);
      if (structure?.id) byId.set(structure.id, (byId.get(structure.id) ?? '') + text);
      else if (open.some((marking) => marking.tag === 'Artifact')) artifacts.push(text);
      else if (text.trim()) untagged.push(text);
    }
    const tree = await page.getStructTree();
    if (!tree) continue;
    structureRoots += 1;
    const walk = (node: StructureNode, path: string[]) => {
      const role = node.role ?? '';
      const here = role === 'Root' ? path : [...path, role];
      const own = (node.children ?? []).flatMap((child) => ('id' in child ? [byId.get(child.id) ?? ''] : []));
      if (own.length > 0) {
        tagged.push({
          role,
          path: here.join('/'),
          text: squash(own.join(' ')),
          ...(node.lang ? { lang: node.lang } : {}),
        });
      }
      for (const child of node.children ?? []) if (!('id' in child)) walk(child, here);
    };
    walk(structureNodeSchema.parse(tree), []);
  }

  return {
    marked: markInfo?.Marked === true,
    language: info.Language ?? null,
    displayDocTitle: viewer?.DisplayDocTitle === true,
    title: info.Title ?? null,
    /** Pages with a structure tree. */
    structureRoots,
    pages: document.numPages,
    tagged,
    /** Every tagged text in reading order, one string. */
    reading: squash(tagged.map((element) => element.text).join(' ')),
    artifacts: squash(artifacts.join(' ')),
    untagged,
  };
}
