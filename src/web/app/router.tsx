import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from '../features/public/not-found-page.tsx';
import { captainRoutes } from './routes/captain-routes.ts';
import { publicRoutes } from './routes/public-routes.ts';
import { rootRoute } from './routes/root.ts';
import { studentRoutes } from './routes/student-routes.ts';

export type { RouterContext } from './routes/root.ts';

const routeTree = rootRoute.addChildren([...publicRoutes, ...captainRoutes, ...studentRoutes]);

/** The app's router; tests pass a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
