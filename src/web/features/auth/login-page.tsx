import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthLinks } from '../../components/auth/auth-links.tsx';
import { LoginForm, loginFields } from '../../components/auth/login-form.tsx';
import { FormCard } from '../../components/form-card.tsx';
import { AnchorLink } from '../../components/links.tsx';
import { showFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { useCaptainLogin } from './api.ts';

const guestRoute = getRouteApi('/captain-guest');

export function LoginPage() {
  const { t } = useTranslation();
  const { redirect } = guestRoute.useSearch();
  const navigate = useNavigate();
  const login = useCaptainLogin();

  return (
    <FormCard title={t('auth.login.title')} description={t('auth.login.subtitle')}>
      <LoginForm
        onSubmit={async (values, setError) => {
          try {
            const answer = await login.mutateAsync(values);
            notifySuccess(answer.message);
            await navigate({ href: redirect ?? '/dashboard', replace: true });
          } catch (error) {
            showFormFailure(error, { setError, fields: loginFields, fallback: t('auth.login_failed') });
          }
        }}
        aside={
          <AnchorLink to="/forgot-password" size="sm">
            {t('auth.login.forgot')}
          </AnchorLink>
        }
      />
      <AuthLinks
        rows={[
          {
            key: 'register',
            prompt: t('auth.login.no_account'),
            link: (
              <AnchorLink to="/register" underline="always" search={{ redirect }}>
                {t('auth.login.register')}
              </AnchorLink>
            ),
          },
          {
            key: 'student',
            prompt: t('auth.login.student_prompt'),
            link: (
              <>
                <AnchorLink to="/student/login" underline="always">
                  {t('auth.login.student_login')}
                </AnchorLink>
                {' · '}
                <AnchorLink to="/student/register" underline="always">
                  {t('auth.login.student_register')}
                </AnchorLink>
              </>
            ),
          },
        ]}
      />
    </FormCard>
  );
}
