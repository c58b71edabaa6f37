import { createHash } from 'node:crypto';
import { compressors } from '../http/compression.ts';
import type { ContentEncoding } from '../http/preferred-encoding.ts';

/** One serialised answer and its compressed forms, each made on first demand. */
export class ServedAnswer {
  readonly etag: string;
  /** The body and the compressed forms made so far, in bytes. */
  bytes: number;
  /** Told the size of each compressed form when it is made (the cache that holds the list counts it). */
  onGrow: ((bytes: number) => void) | undefined;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(readonly body: Buffer) {
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    this.bytes = body.length;
  }

  encodedAs(encoding: ContentEncoding): Promise<Buffer> {
    let pending = this.encoded.get(encoding);
    if (!pending) {
      pending = compressors[encoding](this.body).then((compressed) => {
        this.bytes += compressed.length;
        this.onGrow?.(compressed.length);
        return compressed;
      });
      this.encoded.set(encoding, pending);
    }
    return pending;
  }
}

interface Entry {
  revision: number;
  list: Promise<ServedAnswer>;
  /** What the entry counts in the cache's total: 0 until its list is rendered. */
  bytes: number;
}

/**
 * The captain's served trip answers (the full list, summary pages, one trip's details), each under a key the
 * route chooses (the view, its parameters and the language), least recently used first out once the answers
 * held (bodies, compressed forms and keys together) pass `maxBytes`: a bound in memory, whatever the answers'
 * sizes (a 350-trip full list is about 1.1 MB of JSON and 40-80 KB per compressed form, a summary page 20 KB).
 * Every read gives the captain's trips revision as read from the database for this request (with the session,
 * see auth/tokens.ts) and renders anew when it moved, so an answer is never served after a write to the
 * captain's trips has committed. The revision is read before rendering: an answer that raced a write is kept
 * under the older revision and rendered again on the next read.
 */
export function tripListCache(maxBytes: number) {
  const entries = new Map<string, Entry>();
  let held = 0;

  function drop(key: string, entry: Entry) {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    held -= entry.bytes;
    entry.bytes = 0;
  }

  function count(key: string, entry: Entry, bytes: number) {
    if (entries.get(key) !== entry) return;
    entry.bytes += bytes;
    held += bytes;
    for (const [oldest, other] of entries) {
      if (held <= maxBytes) break;
      drop(oldest, other);
    }
  }

  return {
    get(
      userId: number,
      revision: number,
      view: string,
      render: () => Promise<string>,
    ): Promise<ServedAnswer> {
      const key = `${userId}:${view}`;
      const cached = entries.get(key);
      if (cached && cached.revision === revision) {
        // Last in the map: the most recently used.
        entries.delete(key);
        entries.set(key, cached);
        return cached.list;
      }
      if (cached) drop(key, cached);
      const list = render().then((text) => new ServedAnswer(Buffer.from(text)));
      const entry: Entry = { revision, list, bytes: 0 };
      entries.set(key, entry);
      list.then(
        (served) => {
          served.onGrow = (bytes) => count(key, entry, bytes);
          // The key is counted too: a search's key holds the captain's text.
          count(key, entry, served.bytes + key.length * 2);
        },
        () => drop(key, entry),
      );
      return list;
    },

    /** The answers held and their bytes (for tests and the benchmarks' notes). */
    size: () => ({ lists: entries.size, bytes: held }),
  };
}

export type TripListCache = ReturnType<typeof tripListCache>;
