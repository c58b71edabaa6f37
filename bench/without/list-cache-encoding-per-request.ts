// Stand-in for src/server/trips/list-cache.ts: the served list kept as before, compressed anew for every request.
import { compressors } from '../../src/server/http/compression.ts';
import type { ContentEncoding } from '../../src/server/http/preferred-encoding.ts';
import { ServedAnswer } from '../../src/server/trips/list-cache.ts';

export class EncodedPerRequest extends ServedAnswer {
  override encodedAs(encoding: ContentEncoding): Promise<Buffer> {
    return compressors[encoding](this.body);
  }
}

export { EncodedPerRequest as ServedAnswer };

export function tripListCache(_maxBytes: number, maxEntries = 16) {
  const entries = new Map<string, { revision: number; list: Promise<ServedAnswer> }>();
  return {
    async get(
      userId: number,
      revision: number,
      view: string,
      render: () => Promise<string>,
    ): Promise<ServedAnswer> {
      const key = `${userId}:${view}`;
      const cached = entries.get(key);
      entries.delete(key);
      if (cached && cached.revision === revision) {
        entries.set(key, cached);
        return cached.list;
      }
      const list = render().then((text) => new EncodedPerRequest(Buffer.from(text)));
      entries.set(key, { revision, list });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return list;
    },
  };
}
