import { ChangePasswordForm } from '../../components/auth/change-password-form.tsx';
import { useChangeStudentPassword } from './api.ts';

/** The student's password change; its own module, as it brings the list of common passwords. */
export function PasswordSection() {
  const change = useChangeStudentPassword();
  return <ChangePasswordForm change={change.mutateAsync} />;
}
