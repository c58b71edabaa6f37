import { createHash } from 'node:crypto';
import { compressors } from '../http/compression.ts';
import type { ContentEncoding } from '../http/preferred-encoding.ts';

/** One serialised list and its compressed forms, each made on first demand. */
export class ServedList {
  readonly etag: string;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(readonly body: Buffer) {
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  }

  encodedAs(encoding: ContentEncoding): Promise<Buffer> {
    let pending = this.encoded.get(encoding);
    if (!pending) {
      pending = compressors[encoding](this.body);
      this.encoded.set(encoding, pending);
    }
    return pending;
  }
}

interface Entry {
  revision: number;
  list: Promise<ServedList>;
}

/**
 * The served trip list per captain and language, least recently used first out. Every read asks the database
 * for the captain's trips revision first and renders anew when it moved, so a list is never served after a
 * write to the captain's trips has committed. The revision is read before rendering: a list that raced a write
 * is kept under the older revision and rendered again on the next read.
 */
export function tripListCache(revisionOf: (userId: number) => Promise<number>, maxEntries = 16) {
  const entries = new Map<string, Entry>();

  return {
    async get(userId: number, language: string, render: () => Promise<string>): Promise<ServedList> {
      const revision = await revisionOf(userId);
      const key = `${userId}:${language}`;
      const cached = entries.get(key);
      entries.delete(key);
      if (cached && cached.revision === revision) {
        entries.set(key, cached);
        return cached.list;
      }
      const list = render().then((text) => new ServedList(Buffer.from(text)));
      const entry = { revision, list };
      entries.set(key, entry);
      list.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return list;
    },
  };
}

export type TripListCache = ReturnType<typeof tripListCache>;
