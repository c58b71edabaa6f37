import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import classes from './public-layout.module.css';

export function PublicLayout() {
  return (
    <div className={classes.page}>
      <Box component="header" className={classes.header}>
        <AppHeader />
      </Box>
      <Box component="main" id="main-content" className={classes.main}>
        <Outlet />
      </Box>
      <Box component="footer" className={classes.footer}>
        <AppFooter />
      </Box>
    </div>
  );
}
