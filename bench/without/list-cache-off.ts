// Stand-in for src/server/trips/list-cache.ts: no cache; every request renders the list (query, schema check,
// JSON) and compresses it.
import { EncodedPerRequest } from './list-cache-encoding-per-request.ts';

export { EncodedPerRequest as ServedAnswer };

export function tripListCache(_maxBytes: number) {
  return {
    async get(_userId: number, _revision: number, _view: string, render: () => Promise<string>) {
      return new EncodedPerRequest(Buffer.from(await render()));
    },
  };
}
