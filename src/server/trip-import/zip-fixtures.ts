import { constants, deflateRawSync } from 'node:zlib';

/** One entry of a hand-made archive: its packed bytes as they are, and the sizes the headers claim. */
export interface RawEntry {
  name: string;
  packed: Uint8Array;
  method?: 0 | 8;
  claimedSize?: number;
}

/**
 * A ZIP archive written byte by byte, so a test can make one that lies: sizes that are not the real ones,
 * or an entry far bigger than any library would agree to write.
 */
export function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(entry.method ?? 8, 8);
    header.writeUInt32LE(entry.packed.length, 18);
    header.writeUInt32LE(entry.claimedSize ?? entry.packed.length, 22);
    header.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method ?? 8, 10);
    central.writeUInt32LE(entry.packed.length, 20);
    central.writeUInt32LE(entry.claimedSize ?? entry.packed.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, name, Buffer.from(entry.packed));
    directory.push(central, name);
    offset += 30 + name.length + entry.packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

export const deflated = (text: string | Uint8Array) => deflateRawSync(text);

/**
 * A deflate stream of `units` times `unit`: the unit is packed once with a full flush (byte-aligned, no
 * back-references across it), repeated, and closed with an empty final block. Gigabytes cost megabytes.
 */
export function repeatedDeflate(unit: Uint8Array, units: number): Buffer {
  const block = deflateRawSync(unit, { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: units }, () => block), Buffer.from([0x03, 0x00])]);
}

export const megabyteOfZeros = new Uint8Array(1024 * 1024);
