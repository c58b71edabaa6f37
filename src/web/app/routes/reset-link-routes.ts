import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { lazyPage } from './root.ts';
import { resetLinkSearchSchema } from './search-params.ts';

/**
 * The two addresses a reset link may have, for captains and students alike: the token in the path or in
 * ?token=, the e-mail in ?email=. Both show the same page.
 */
export function resetLinkRoutes<const Path extends string, Parent extends AnyRoute>(
  parent: Parent,
  path: Path,
  exportName: 'ResetPasswordPage' | 'StudentResetPasswordPage',
) {
  const component = lazyPage(() => import('../../features/auth/reset-password-page.tsx'), exportName);
  return [
    createRoute({ getParentRoute: () => parent, path, validateSearch: resetLinkSearchSchema, component }),
    createRoute({
      getParentRoute: () => parent,
      path: `${path}/$token` as `${Path}/$token`,
      validateSearch: resetLinkSearchSchema,
      component,
    }),
  ] as const;
}
