// Stand-in for src/server/trips/list-cache.ts: the served list kept as before, compressed anew for every request.
import { compressors } from '../../src/server/http/compression.ts';
import type { ContentEncoding } from '../../src/server/http/preferred-encoding.ts';
import { ServedList } from '../../src/server/trips/list-cache.ts';

export class EncodedPerRequest extends ServedList {
  override encodedAs(encoding: ContentEncoding): Promise<Buffer> {
    return compressors[encoding](this.body);
  }
}

export { EncodedPerRequest as ServedList };

export function tripListCache(revisionOf: (userId: number) => Promise<number>, maxEntries = 16) {
  const entries = new Map<string, { revision: number; list: Promise<ServedList> }>();
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
