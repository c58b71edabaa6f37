import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import classes from './app-notifications.module.css';

/**
 * Where toasts appear: bottom right, bottom centre on phones (UI.md), never over the sticky header with its
 * language switch and menu. A bar pinned to the bottom of the screen (the trip form's Back/Next on phones)
 * lifts them above itself through --app-bottom-bar-height.
 */
export function Toasts() {
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return <Notifications position={phone ? 'bottom-center' : 'bottom-right'} classNames={classes} />;
}
