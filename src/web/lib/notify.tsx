import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import i18next from 'i18next';
import { ApiError } from './api-client.ts';

/**
 * What every toast needs for assistive technology: announced politely (role status), not as an alert that
 * interrupts; and a name for its close button, which is only an icon (axe: button-name).
 */
export const toastAccessibility = () => ({
  role: 'status',
  closeButtonProps: { 'aria-label': i18next.t('confirm.close') },
});

/** A green toast: the action worked. */
export function notifySuccess(message: string) {
  notifications.show({
    color: 'green',
    message,
    icon: <IconCheck size={18} aria-hidden />,
    ...toastAccessibility(),
  });
}

/** A red toast: the action failed. */
export function notifyFailure(message: string) {
  notifications.show({
    color: 'red',
    message,
    icon: <IconAlertTriangle size={18} aria-hidden />,
    ...toastAccessibility(),
  });
}

/** The server's own message when it sent one (already in the user's language), otherwise the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const sent = (error.body as { message?: unknown } | null)?.message;
    if (typeof sent === 'string' && sent) return sent;
  }
  return fallback;
}
