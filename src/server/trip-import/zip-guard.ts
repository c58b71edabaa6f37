import { Inflate } from 'fflate';
import { maxCrewMembers, maxPassages, maxVisitedPorts } from '#domain/trip-enums.ts';
import { maxImportRows } from '#domain/trip-transfer/import.ts';
import { ImportFileRefused } from './tables.ts';

/** Far beyond any logbook workbook (the export's 350 trips are well under 5 MB of XML). */
export const zipLimits = {
  totalBytes: 100 * 1024 * 1024,
  entryBytes: 50 * 1024 * 1024,
  entries: 1000,
  /** A deflated entry this many times its packed size, once past `ratioFloorBytes`, is a bomb, not a sheet. */
  ratio: 500,
  ratioFloorBytes: 10 * 1024 * 1024,
  /** Rows of one worksheet: twice the crew, port or passage sheet of `maxImportRows` full trips. */
  sheetRows: 2 * maxImportRows * Math.max(maxCrewMembers, maxVisitedPorts, maxPassages),
  /**
   * Cells of all worksheets, counted before read-excel-file parses them (a million take it seconds and
   * hundreds of MB): an export of 350 trips with every crew, port and passage list full has under 500,000.
   */
  cells: 750_000,
};

/** Compressed bytes handed to the inflater at a time: at deflate's best ratio (~1:1032) about 4 MB out. */
const inflateChunk = 4 * 1024;

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;

const bomb = () => new ImportFileRefused('zip_bomb');
const notWorkbook = () => new ImportFileRefused('not_xlsx');

interface Entry {
  name: string;
  method: number;
  flags: number;
  packedSize: number;
  headerOffset: number;
}

function directoryOf(zip: Buffer): Entry[] {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= lowest; at--) {
    if (zip.readUInt32LE(at) === endOfDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) throw notWorkbook();
  const count = zip.readUInt16LE(end + 10);
  if (count > zipLimits.entries) throw bomb();
  let at = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== directoryEntry) throw notWorkbook();
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      packedSize: zip.readUInt32LE(at + 20),
      headerOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

function packedData(zip: Buffer, entry: Entry): Buffer {
  const at = entry.headerOffset;
  // Encrypted entries (flag bit 0) and ZIP64 sizes have no place in a logbook workbook.
  if (entry.flags & 1 || entry.packedSize === 0xffffffff) throw notWorkbook();
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== localHeader) throw notWorkbook();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.packedSize > zip.length) throw notWorkbook();
  return zip.subarray(start, start + entry.packedSize);
}

/** Inflates one entry a few kilobytes at a time, refusing the file as soon as a limit is passed. */
function inflateEntry(packed: Buffer, method: number, budget: { used: number }, keep: boolean): Buffer[] {
  const chunks: Buffer[] = [];
  let size = 0;
  // Packed bytes handed to the inflater so far: the ratio is judged as it goes, not after the whole entry.
  let consumed = method === 0 ? packed.length : 0;
  const take = (data: Uint8Array) => {
    size += data.length;
    budget.used += data.length;
    if (size > zipLimits.entryBytes || budget.used > zipLimits.totalBytes) throw bomb();
    if (size > zipLimits.ratioFloorBytes && size > consumed * zipLimits.ratio) throw bomb();
    if (keep) chunks.push(Buffer.from(data));
  };
  if (method === 0) {
    take(packed);
    return chunks;
  }
  if (method !== 8) throw notWorkbook();
  const inflater = new Inflate((data) => take(data));
  try {
    for (let at = 0; at < packed.length; at += inflateChunk) {
      const end = Math.min(packed.length, at + inflateChunk);
      consumed = end;
      inflater.push(packed.subarray(at, end), end === packed.length);
    }
    if (packed.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ImportFileRefused) throw error;
    throw notWorkbook();
  }
  return chunks;
}

const rowTag = /<(?:\w+:)?row[\s>/]/g;
const cellTag = /<(?:\w+:)?c[\s>/]/g;

/** How often `tag` occurs in `xml`, counting no further than one past `limit`. */
function countTags(xml: string, tag: RegExp, limit: number): number {
  tag.lastIndex = 0;
  let count = 0;
  while (count <= limit && tag.exec(xml)) count++;
  return count;
}

/**
 * The XML parts of a workbook, unpacked under the limits above: more than 1000 entries, an entry past 50 MB,
 * 100 MB in all or a ratio no spreadsheet has refuses the file as a zip bomb while inflating, before the
 * bytes are held; so do more cells than a logbook has, before they are parsed. The sizes the archive
 * declares are never trusted; what is read is what inflates.
 */
export function unpackWorkbook(zip: Buffer): Record<string, Uint8Array> {
  if (zip.length < 22) throw notWorkbook();
  const entries = directoryOf(zip);
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) throw notWorkbook();
  const budget = { used: 0 };
  const parts: Record<string, Uint8Array> = {};
  let cells = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const keep = entry.name.endsWith('.xml') || entry.name.endsWith('.rels');
    const data = Buffer.concat(inflateEntry(packedData(zip, entry), entry.method, budget, keep));
    if (!keep) continue;
    if (entry.name.startsWith('xl/worksheets/')) {
      const xml = data.toString('latin1');
      if (countTags(xml, rowTag, zipLimits.sheetRows) > zipLimits.sheetRows) {
        throw new ImportFileRefused('too_many_rows', { max: maxImportRows });
      }
      cells += countTags(xml, cellTag, zipLimits.cells - cells);
      if (cells > zipLimits.cells) throw bomb();
    }
    parts[entry.name] = data;
  }
  return parts;
}
