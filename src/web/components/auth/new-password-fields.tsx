import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inputLimitsAt } from '../../lib/schema-limits.ts';
import { PasswordTextField, type SchemaFields } from '../form-field.tsx';

interface NewPasswordFieldsProps<T extends FieldValues> {
  fields: SchemaFields<T>;
  /** The form's names for the new password and its confirmation. */
  password: FieldPath<T>;
  confirmation: FieldPath<T>;
  /** "Password" on sign-up, "New password" on reset. */
  passwordLabel: string;
}

/** A new password with its length hint and its confirmation, as every sign-up and reset form asks for it. */
export function NewPasswordFields<T extends FieldValues>(props: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordTextField
        fields={props.fields}
        name={props.password}
        autoComplete="new-password"
        label={props.passwordLabel}
        description={t('auth.fields.password_hint')}
        withAsterisk
      />
      <PasswordTextField
        fields={props.fields}
        name={props.confirmation}
        autoComplete="new-password"
        label={t('auth.fields.password_confirmation')}
        // The confirmation stops where the password does.
        {...inputLimitsAt(props.fields.schema, props.password)}
        withAsterisk
      />
    </>
  );
}
