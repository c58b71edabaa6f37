// Reads a V8 CPU profile (node --cpu-prof) of the production bundle and prints where the self time went:
// by function, and by module (the app's own source files through dist/server/main.mjs.map, packages by
// name, Node's internals, native code, GC and idle).
// Usage: node bench/profile-top.mjs PROFILE.cpuprofile [--top 25] [--window FROM,TO]
// --window keeps the samples taken FROM..TO seconds after the profile started (the load windows api-load.mjs
// --profile prints), leaving out the start, the logins and the shutdown.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = process.argv[2];
const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 25;
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const windowOption = process.argv.includes('--window')
  ? process.argv[process.argv.indexOf('--window') + 1].split(',').map((s) => Number(s) * 1e6)
  : [0, Number.POSITIVE_INFINITY];
const maps = new Map();

function sourceMapFor(url) {
  if (!maps.has(url)) {
    const mapFile = `${fileURLToPath(url)}.map`;
    maps.set(
      url,
      fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  return maps.get(url);
}

/** The module a frame belongs to: a package, a source file of the app, a Node internal or a V8 pseudo-frame. */
function moduleOf({ url, functionName, lineNumber, columnNumber }) {
  if (!url) return `(${functionName || 'native'})`.replace('((', '(').replace('))', ')');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1];
  if (url.startsWith('node:')) return url;
  if (url.includes('/dist/server/')) {
    const entry = sourceMapFor(url)?.findEntry(lineNumber, columnNumber);
    const source = entry?.originalSource;
    if (source) {
      const inPackageSource = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      if (inPackageSource) return inPackageSource[1];
      const absolute = source.startsWith('file:')
        ? fileURLToPath(source)
        : path.resolve(path.dirname(fileURLToPath(url)), source);
      return path.relative(process.cwd(), absolute);
    }
  }
  return url;
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
let elapsed = 0;
profile.samples.forEach((id, i) => {
  elapsed += profile.timeDeltas[i] ?? 0;
  if (elapsed < windowOption[0] || elapsed > windowOption[1]) return;
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);
const busy =
  total -
  [...selfMicros]
    .filter(([id]) => byId.get(id).callFrame.functionName === '(idle)')
    .reduce((sum, [, v]) => sum + v, 0);
const functions = new Map();
const modules = new Map();
for (const [id, micros] of selfMicros) {
  const frame = byId.get(id).callFrame;
  if (frame.functionName === '(idle)') continue;
  const module = moduleOf(frame);
  const name = `${frame.functionName || '(anonymous)'} ${module}`;
  functions.set(name, (functions.get(name) ?? 0) + micros);
  modules.set(module, (modules.get(module) ?? 0) + micros);
}
const table = (title, entries) => {
  console.log(`\n| ${title} | self ms | of busy |\n| --- | ---: | ---: |`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`| ${name} | ${(micros / 1000).toFixed(0)} | ${((micros / busy) * 100).toFixed(1)}% |`);
};
console.log(
  `${path.basename(file)}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (not idle)`,
);
table('module', modules);
table('function (module)', functions);
