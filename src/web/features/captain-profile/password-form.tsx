import { Box } from '@mantine/core';
import { ChangePasswordForm } from '../../components/auth/change-password-form.tsx';
import { useChangePassword } from './api.ts';

/** The captain's password tab. */
export function PasswordForm() {
  const change = useChangePassword();
  return (
    <Box maw="32rem">
      <ChangePasswordForm change={change.mutateAsync} />
    </Box>
  );
}
