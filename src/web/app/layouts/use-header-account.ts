import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCaptainLogout } from '../../features/auth/api.ts';
import { useCaptainSession, useStudentSession } from '../../features/session/use-session.ts';
import { useStudentLogout } from '../../features/student-auth/api.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { captainNav, type NavItem, studentNav, visitorNav } from './nav-items.ts';

export interface HeaderAccount {
  nav: readonly NavItem[];
  /** The logged-in person's name, or null for a visitor. */
  name: string | null;
  logout: (() => void) | null;
  loggingOut: boolean;
}

/**
 * Who the header is for. On student pages a student login wins; elsewhere a captain login, then a student one.
 * Logging out ends that login even when the server call fails, then goes home (captain) or to the student login.
 */
export function useHeaderAccount(): HeaderAccount {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const captain = useCaptainSession();
  const student = useStudentSession();
  const captainLogout = useCaptainLogout();
  const studentLogout = useStudentLogout();

  const onStudentPage = pathname === '/student' || pathname.startsWith('/student/');
  if (student && (onStudentPage || !captain)) {
    return {
      nav: studentNav,
      name: `${student.student.first_name} ${student.student.last_name}`.trim(),
      loggingOut: studentLogout.isPending,
      logout: () =>
        studentLogout.mutate(undefined, {
          onSettled: () => {
            notifySuccess(t('auth.logged_out'));
            void navigate({ to: '/student/login', replace: true });
          },
        }),
    };
  }
  if (captain) {
    return {
      nav: captainNav,
      name: captain.user.name,
      loggingOut: captainLogout.isPending,
      logout: () =>
        captainLogout.mutate(undefined, {
          onSettled: () => {
            notifySuccess(t('auth.logged_out'));
            void navigate({ to: '/', replace: true });
          },
        }),
    };
  }
  return { nav: visitorNav, name: null, logout: null, loggingOut: false };
}
