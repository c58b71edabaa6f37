import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../../components/brand.tsx';

interface MenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The menu below the large breakpoint. Its own module, loaded when the menu is first wanted: Mantine's
 * Drawer brings its scroll area, focus trap and floating-ui, about 20 KB the first page does not need.
 */
export function MenuDrawer({ opened, onClose, closeLabel, children }: MenuDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Brand />}
      hiddenFrom="lg"
      size="xs"
      position="right"
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Drawer>
  );
}
