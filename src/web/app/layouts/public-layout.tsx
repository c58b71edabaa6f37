import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useRef } from 'react';
import { useRouteHeading } from '../use-route-heading.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import classes from './public-layout.module.css';

export function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteHeading(mainRef);
  return (
    <div className={classes.page}>
      <Box component="header" className={classes.header}>
        <AppHeader />
      </Box>
      <Box component="main" id="main-content" className={classes.main} ref={mainRef}>
        <Outlet />
      </Box>
      <Box component="footer" className={classes.footer}>
        <AppFooter />
      </Box>
    </div>
  );
}
