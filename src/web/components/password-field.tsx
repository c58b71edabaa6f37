import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's PasswordInput does not tie its error to the input for screen readers; this one does (aria-invalid,
 * aria-describedby), and names the show/hide button in the user's language.
 */
export function PasswordField({
  error,
  description,
  ref,
  ...props
}: PasswordInputProps & { error?: string; ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', description ? `${id}-description` : ''].join(' ').trim();
  return (
    <PasswordInput
      {...props}
      ref={ref}
      id={id}
      error={error}
      description={description}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('common.toggle_password_visibility') }}
    />
  );
}
