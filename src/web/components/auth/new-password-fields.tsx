import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../password-field.tsx';

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmationError: string | undefined;
  /** "Password" on sign-up, "New password" on reset. */
  passwordLabel: string;
}

/** A new password with its length hint and its confirmation, as every sign-up and reset form asks for it. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        {...props.password}
        autoComplete="new-password"
        label={props.passwordLabel}
        description={t('auth.fields.password_hint')}
        error={props.passwordError}
        withAsterisk
      />
      <PasswordField
        {...props.confirmation}
        autoComplete="new-password"
        label={t('auth.fields.password_confirmation')}
        error={props.confirmationError}
        withAsterisk
      />
    </>
  );
}
