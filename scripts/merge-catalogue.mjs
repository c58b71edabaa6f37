// Merges a partial catalogue into src/locales/<lang>.json: node scripts/merge-catalogue.mjs en part.json
import fs from 'node:fs';

const [language, partFile] = process.argv.slice(2);
if (!language || !partFile) {
  console.error('usage: node scripts/merge-catalogue.mjs <en|pl> <part.json>');
  process.exit(2);
}
const target = `src/locales/${language}.json`;
const merge = (into, from) => {
  for (const [key, value] of Object.entries(from)) {
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      into[key] &&
      typeof into[key] === 'object'
    ) {
      merge(into[key], value);
    } else {
      into[key] = value;
    }
  }
  return into;
};
const merged = merge(
  JSON.parse(fs.readFileSync(target, 'utf8')),
  JSON.parse(fs.readFileSync(partFile, 'utf8')),
);
fs.writeFileSync(target, `${JSON.stringify(merged, null, 2)}\n`);
