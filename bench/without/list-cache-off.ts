// Stand-in for src/server/trips/list-cache.ts: no cache; every request renders the list (query, schema check,
// JSON) and compresses it.
import { EncodedPerRequest } from './list-cache-encoding-per-request.ts';

export { EncodedPerRequest as ServedList };

export function tripListCache(_revisionOf: (userId: number) => Promise<number>) {
  return {
    async get(_userId: number, _language: string, render: () => Promise<string>) {
      return new EncodedPerRequest(Buffer.from(await render()));
    },
  };
}
