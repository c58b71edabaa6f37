import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthLinks } from '../../components/auth/auth-links.tsx';
import { LoginForm, loginFields } from '../../components/auth/login-form.tsx';
import { FormCard } from '../../components/form-card.tsx';
import { AnchorLink } from '../../components/links.tsx';
import { showFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { landingAfterStudentLogin } from '../student-invitations/pending-invitation.ts';
import { PendingInvitationNotice } from '../student-invitations/pending-invitation-notice.tsx';
import { useStudentLogin } from './api.ts';

const guestRoute = getRouteApi('/student-guest');

export function StudentLoginPage() {
  const { t } = useTranslation();
  const { redirect } = guestRoute.useSearch();
  const navigate = useNavigate();
  const login = useStudentLogin();

  return (
    <FormCard title={t('student.login.title')} description={t('student.login.subtitle')}>
      <PendingInvitationNotice page="login" />
      <LoginForm
        onSubmit={async (values, setError) => {
          try {
            const answer = await login.mutateAsync(values);
            notifySuccess(answer.message);
            await navigate({ href: landingAfterStudentLogin(redirect), replace: true });
          } catch (error) {
            showFormFailure(error, { setError, fields: loginFields, fallback: t('student.login_failed') });
          }
        }}
        aside={
          <AnchorLink to="/student/forgot-password" size="sm">
            {t('auth.login.forgot')}
          </AnchorLink>
        }
      />
      <AuthLinks
        rows={[
          {
            key: 'register',
            prompt: t('student.login.no_account'),
            link: (
              <AnchorLink to="/student/register" underline="always" search={{ redirect }}>
                {t('student.login.register')}
              </AnchorLink>
            ),
          },
          {
            key: 'captain',
            prompt: t('student.login.captain_prompt'),
            link: (
              <>
                <AnchorLink to="/login" underline="always">
                  {t('student.login.captain_login')}
                </AnchorLink>
                {' · '}
                <AnchorLink to="/register" underline="always">
                  {t('student.login.captain_register')}
                </AnchorLink>
              </>
            ),
          },
        ]}
      />
    </FormCard>
  );
}
