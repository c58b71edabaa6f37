import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogueSections } from './scripts/catalogue-sections-plugin.ts';
import { fontPreload } from './scripts/font-preload-plugin.ts';
import { pwa } from './scripts/pwa-plugin.ts';

const root = path.resolve(import.meta.dirname, 'src/web');

/** The app's own small i18next and react-i18next in place of the packages (decision 011); tests use them too. */
export const translatorAliases = [
  { find: /^i18next$/, replacement: path.join(root, 'lib/translator/i18next.ts') },
  { find: /^react-i18next$/, replacement: path.join(root, 'lib/translator/react-i18next.ts') },
];

export default defineConfig({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [react(), catalogueSections(), fontPreload(['public-sans-latin-wght-normal.woff2']), pwa()],
  resolve: { alias: translatorAliases },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // The SPA must satisfy a CSP without inline scripts: no inlined module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs, in one file rather than a dozen small ones that each compress worse.
          groups: [
            {
              name: 'framework',
              // The deck log's virtual table (@tanstack/react-virtual) stays with the page that uses it.
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack(?![\\/](react-virtual|virtual-core)[\\/])|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 1,
            },
            // The rest of what the entry imports (Mantine's core, the layout, the route tree), in one file too:
            // as 15 small files it compressed about 9 KB worse (decision 011).
            { name: 'app', tags: ['$initial'] },
            // The home page with the plans and the Mantine components it shows, in one file for the same reason.
            { name: 'home', test: /src[\\/]web[\\/]features[\\/](public[\\/]home-page|plans[\\/])/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      '/sandbox': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
});
