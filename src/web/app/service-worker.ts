/** How often an open app asks whether a new version is out (the browser also asks on every page load). */
const updateCheckEveryMs = 60 * 60 * 1000;

/**
 * Registers the service worker the build made (scripts/pwa-plugin.ts) once the page has loaded, so that precaching
 * the app never competes with the first page. A new version installs in the background and waits until every tab
 * of the old one is closed; nothing reloads a page, and unsent deck log entries live in IndexedDB, which every
 * version reads (docs/deck-log.md, "Offline at sea").
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        window.setInterval(() => {
          if (navigator.onLine) void registration.update().catch(() => undefined);
        }, updateCheckEveryMs);
      })
      .catch(() => {
        // No worker (private mode, a browser that refuses): the app works online as before.
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
