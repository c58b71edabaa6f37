// Module resolution hooks for register.mjs: the named modules of src/ resolve to their plain stand-ins here.
const standIns = {
  fonts: ['/src/server/pdf/shared-fonts.ts', './fresh-fonts.ts'],
  statements: ['/src/server/db/sqlite-statement-cache.ts', './uncached-statements.ts'],
  'raw-rows': ['/src/server/db/sqlite-statement-cache.ts', './statements-without-raw-rows.ts'],
  'list-encodings': ['/src/server/trips/list-cache.ts', './list-cache-encoding-per-request.ts'],
  'list-cache': ['/src/server/trips/list-cache.ts', './list-cache-off.ts'],
};
let swaps = [];

export function initialize(without) {
  const names = without.split(',').filter(Boolean);
  for (const name of names) if (!standIns[name]) throw new Error(`WITHOUT: unknown "${name}"`);
  swaps = names.map((name) => [standIns[name][0], new URL(standIns[name][1], import.meta.url).href]);
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  // The stand-ins import the real module themselves where they reuse part of it.
  if (context.parentURL?.includes('/bench/without/')) return resolved;
  const swap = swaps.find(([path]) => resolved.url.endsWith(path));
  return swap ? { ...resolved, url: swap[1] } : resolved;
}
