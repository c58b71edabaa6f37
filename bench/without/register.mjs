// Runs a bench with some of the code that relies on libraries' internals swapped for the plain way, to measure
// what each one gains. WITHOUT names them, comma-separated:
//   fonts           every document parses its fonts (src/server/pdf/shared-fonts.ts)
//   statements      Kysely prepares every query anew, rows made by better-sqlite3 (src/server/db/sqlite-statement-cache.ts)
//   raw-rows        statements kept, rows made by better-sqlite3 (the row half of sqlite-statement-cache.ts)
//   list-encodings  the trip list kept, compressed anew for every request (src/server/trips/list-cache.ts)
//   list-cache      the trip list rendered and compressed anew for every request
// Usage: WITHOUT=fonts node --import tsx --import ./bench/without/register.mjs bench/documents.ts
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url, { data: process.env.WITHOUT ?? '' });
