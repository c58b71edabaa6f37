// Builds src/server/ports/harbours.json from the NGA World Port Index (US public domain; see
// src/server/ports/README.md for the source, the command and the tidal rule).
// Usage: node scripts/ports/build-harbours.mjs path/to/world_port_index.csv
import { readFileSync, writeFileSync } from 'node:fs';

const [source] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/ports/build-harbours.mjs world_port_index.csv');
  process.exit(2);
}

/** RFC 4180 lines: quoted fields may hold commas and doubled quotes. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

// Seas with next to no tide, whatever the index says: [min lat, min lon, max lat, max lon].
const nonTidalSeas = [
  [54.4, 9.3, 66.0, 30.5], // Baltic with the Belts, the Sound and the Kattegat, north of Kiel
  [53.0, 10.0, 54.4, 30.5], // the Baltic's south coast (Hamburg on the tidal Elbe lies west of it)
  [30.0, -5.6, 42.9, 36.5], // Mediterranean from Gibraltar to the Levant, south of the Bay of Biscay's Spanish coast
  [42.9, 2.0, 46.0, 20.0], // Gulf of Lion, Ligurian Sea and the Adriatic (the Biscay coast lies west of it)
  [40.0, 27.0, 47.5, 42.0], // Sea of Marmara, Black Sea and Sea of Azov
  [36.0, 46.5, 47.5, 55.0], // Caspian Sea
];
/** A port is tidal when the index gives a tide range (whole metres) of at least 1 m, outside those seas. */
const tidalRangeMetres = 1;

function inside([minLat, minLon, maxLat, maxLon], lat, lon) {
  return lat >= minLat && lat <= maxLat && lon >= minLon && lon <= maxLon;
}

function isTidal(lat, lon, rangeMetres) {
  if (nonTidalSeas.some((box) => inside(box, lat, lon))) return false;
  return Number.isFinite(rangeMetres) && rangeMetres >= tidalRangeMetres;
}

/** "PORT DE BECANCOUR" -> "Port De Becancour"; the index spells names in capitals without diacritics. */
function titleCase(name) {
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'.(/])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase());
}

const [header, ...rows] = parseCsv(readFileSync(source, 'utf8'));
const at = (column) => {
  const index = header.indexOf(column);
  if (index < 0) throw new Error(`column ${column} missing from ${source}`);
  return index;
};
const col = {
  name: at('port_name'),
  country: at('country'),
  lat: at('port_latitude'),
  lon: at('port_longitude'),
  tide: at('tide_range'),
};

const round = (value) => Math.round(value * 10000) / 10000;
const harbours = [];
for (const row of rows) {
  const name = row[col.name]?.trim();
  const lat = Number.parseFloat(row[col.lat]);
  const lon = Number.parseFloat(row[col.lon]);
  if (!name || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
  const tide = row[col.tide] === '' ? Number.NaN : Number.parseFloat(row[col.tide]);
  harbours.push([
    titleCase(name),
    (row[col.country] ?? '').trim().toUpperCase(),
    round(lat),
    round(lon),
    isTidal(lat, lon, tide) ? 1 : 0,
  ]);
}
harbours.sort((a, b) => a[0].localeCompare(b[0], 'en') || a[1].localeCompare(b[1]));

// One harbour a line, spaced as the formatter writes it: a rebuild diffs only what changed.
const body = harbours
  .map((harbour) => `  [${harbour.map((value) => JSON.stringify(value)).join(', ')}]`)
  .join(',\n');
writeFileSync(new URL('../../src/server/ports/harbours.json', import.meta.url), `[\n${body}\n]\n`);
console.log(`${harbours.length} harbours, ${harbours.filter((h) => h[4]).length} tidal`);
