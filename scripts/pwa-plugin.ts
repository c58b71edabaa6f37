import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Paths a navigation must reach the server for, never the app's index.html: the API (its docs included), the
 * built-in payment sandbox's pages, the metrics, and files (a missing /assets/x.js, /robots.txt, an icon).
 */
export const serverNavigations = [
  /^\/api(\/|$)/,
  /^\/sandbox(\/|$)/,
  /^\/metrics$/,
  /^\/assets\//,
  /\/[^/]+\.[a-z0-9]+$/i,
];

/**
 * The installable app (docs/deck-log.md "Offline at sea", decision 013): a web manifest and a service worker
 * that precaches the built app (its JavaScript, styles, fonts, index.html and icons) and answers every
 * navigation with that index.html, so a page opened before opens again with no network. The worker never
 * touches the API or IndexedDB: the deck log's unsent entries are the page's business (features/deck-log).
 *
 * A new version waits until every tab of the old one is closed (no skipWaiting): a page keeps the code and the
 * lazily loaded chunks it started with, and nothing reloads a page under a watch typing an entry.
 */
export function pwa(): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    // The app registers the worker itself, in production builds only (app/service-worker.ts).
    injectRegister: false,
    registerType: 'prompt',
    // The precache's globPatterns take the icons and the favicon already, and the plugin adds the manifest.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Logbook',
      short_name: 'Logbook',
      description: 'The sailing logbook for yacht captains: trips, yachts, crew, documents and the deck log.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b3954',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
      // The worker's own files are fetched by the browser, not precached.
      globIgnores: ['sw.js', 'workbox-*.js'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: serverNavigations,
      skipWaiting: false,
      // On the first install the open page comes under the worker at once, so its later lazy chunks come from
      // the precache even if the network goes before the next reload. An update has no open clients to claim.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // The chunks are named by their content hash: the precache need not add its own revision to them.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      sourcemap: false,
    },
  });
}
