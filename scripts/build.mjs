// Builds what changed: the server bundle always (esbuild, well under a second), the web app only when its
// sources differ from the last build (a hash of the files it is made from), or always with --force.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const force = args.has('--force');
const serverOnly = args.has('--server-only');

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.test\.tsx?$/.test(entry.name) ? [] : [full];
  });
}

function sourceHash(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs
    .flatMap((input) => (fs.statSync(input).isDirectory() ? filesUnder(input) : [input]))
    .sort()) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

async function buildServer() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'src/server/main.ts', admin: 'src/server/admin.ts' },
    outdir: 'dist/server',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

async function buildWeb() {
  const inputs = [
    'src/web',
    'src/domain',
    'src/locales',
    'vite.config.ts',
    'scripts/catalogue-sections-plugin.ts',
    'scripts/font-preload-plugin.ts',
    'scripts/pwa-plugin.ts',
    'package-lock.json',
  ].map((p) => path.join(root, p));
  const stampFile = path.join(root, 'dist/web/.source-hash');
  const hash = sourceHash(inputs.filter((p) => fs.existsSync(p)));
  if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) return false;
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  const { precompress } = await import('./precompress.mjs');
  precompress(path.join(root, 'dist/web'));
  fs.writeFileSync(stampFile, hash);
  return true;
}

const started = Date.now();
await buildServer();
const webBuilt = serverOnly ? false : await buildWeb();
if (!serverOnly) {
  console.log(
    `build: server bundled${webBuilt ? ', web app built' : ', web app up to date'} (${Date.now() - started} ms)`,
  );
}
