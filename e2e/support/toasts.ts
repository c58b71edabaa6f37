import type { Page } from '@playwright/test';

/** The toasts on screen (Mantine notifications): each is a polite status, outside the page's own statuses. */
export const toasts = (page: Page) => page.locator('.mantine-Notifications-root').getByRole('status');
