import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` to the built index.html for the font files whose source name ends
 * with one of `fileNames` (the Latin subset of the interface's font, see src/web/app/fonts.css). The link
 * names the emitted, hashed file, so the browser starts it with the HTML instead of after the CSS, and the
 * later request from @font-face finds it in the cache. The development server leaves the page as it is.
 */
export function fontPreload(fileNames: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'logbook-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const found = fileNames.map((fileName) => {
          const asset = Object.values(bundle).find(
            (output) =>
              output.type === 'asset' &&
              output.originalFileNames.some((original) => original.endsWith(fileName)),
          );
          if (!asset) throw new Error(`font-preload: no emitted asset for ${fileName}`);
          return asset.fileName;
        });
        return found.map((fileName) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `${base}${fileName}`,
            as: 'font',
            type: 'font/woff2',
            // Fonts are always fetched in CORS mode; without it the preload would not be reused.
            crossorigin: '',
          },
          injectTo: 'head',
        }));
      },
    },
  };
}
