import './app/fonts.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/reduced-motion.css';
import './app/focus.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { watchDeckLogOutbox } from './features/deck-log/deck-log-background.ts';
import { needsRestOfCatalogue } from './lib/catalogue-sections.ts';
import { initI18n } from './lib/i18n.ts';
import { hasStoredSession } from './lib/session-storage.ts';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

async function checkStoredSessions() {
  if (!hasStoredSession()) return;
  const { dropInvalidStoredSessions } = await import('./lib/stored-sessions-check.ts');
  dropInvalidStoredSessions();
}

function render() {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// No top-level await: a module with one turns off the bundler's merging of small chunks.
// A page other than a visitor's home page fetches the rest of the catalogue alongside its first part.
const firstParts = needsRestOfCatalogue(window.location.pathname, hasStoredSession())
  ? (['rest'] as const)
  : [];
void Promise.all([initI18n(undefined, firstParts), checkStoredSessions()]).then(render);
// Installable and offline in the built app only: in development the worker would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();
watchDeckLogOutbox();
