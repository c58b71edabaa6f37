import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCaptainLogout } from '../../features/auth/api.ts';
import { useCaptainSession, useStudentSession } from '../../features/session/use-session.ts';
import { useStudentLogout } from '../../features/student-auth/api.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { captainNav, type NavItem, studentNav, visitorNav } from './nav-items.ts';

/** A page of the logged-in account's own, offered under its name in the header. */
export interface AccountLink {
  to: '/student/account';
  labelKey: string;
}

export interface HeaderAccount {
  nav: readonly NavItem[];
  /** The logged-in person's name, or null for a visitor. */
  name: string | null;
  /** The account's own pages, in the menu under the name (none: the name is plain text). */
  accountLinks: readonly AccountLink[];
  logout: (() => void) | null;
  loggingOut: boolean;
}

const studentAccountLinks: readonly AccountLink[] = [{ to: '/student/account', labelKey: 'nav.my_account' }];

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
      accountLinks: studentAccountLinks,
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
      accountLinks: [],
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
  return { nav: visitorNav, name: null, accountLinks: [], logout: null, loggingOut: false };
}
