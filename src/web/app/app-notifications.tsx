import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Mantine's toast container (with its transitions and scroll lock, about 10 KB gzip) loads with the first
// toast, not on the first page (decision 011). Toasts shown before it arrives wait in Mantine's store.
const Toasts = lazy(() => import('./toasts.tsx').then((m) => ({ default: m.Toasts })));

/** The toasts: nothing until the first one is shown, then Mantine's container for good. */
export function AppNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
