import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  firstPageCatalogueKeys,
  lazyCatalogueSections,
  serverCatalogueSections,
} from '../src/web/lib/catalogue-sections.ts';

const prefix = 'virtual:catalogue/';
const localesDir = path.resolve(import.meta.dirname, '../src/locales');

/**
 * Serves a language's catalogue (src/locales/<language>.json) in parts, so the web app loads only what a page
 * needs: `virtual:catalogue/<language>` is the keys of a visitor's home page, `virtual:catalogue/<language>/rest`
 * every other key but the lazy sections and the server's own (mails, PDFs), `virtual:catalogue/<language>/<section>`
 * one lazy section. The JSON files stay whole: one file per language for translators and for the server.
 */
export function catalogueSections(): Plugin {
  return {
    name: 'logbook-catalogue-sections',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const [language, section] = id.slice(prefix.length + 1).split('/');
      if (!language || !/^[a-z]{2}$/.test(language)) throw new Error(`Unknown catalogue: ${id}`);
      const file = path.join(localesDir, `${language}.json`);
      this.addWatchFile(file);
      const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const lazy = new Set<string>(lazyCatalogueSections);
      const serverOnly = new Set<string>(serverCatalogueSections);
      const firstPage = new Set<string>(firstPageCatalogueKeys);
      let part: Record<string, unknown>;
      if (section === undefined) {
        part = Object.fromEntries(Object.entries(catalogue).filter(([key]) => firstPage.has(key)));
      } else if (section === 'rest') {
        part = Object.fromEntries(
          Object.entries(catalogue).filter(
            ([key]) => !lazy.has(key) && !serverOnly.has(key) && !firstPage.has(key),
          ),
        );
      } else if (lazy.has(section) && section in catalogue) {
        part = { [section]: catalogue[section] };
      } else {
        throw new Error(`Not a lazy catalogue section: ${id}`);
      }
      // JSON.parse of a string literal is faster for the browser to read than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}
