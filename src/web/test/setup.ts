import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server.ts';

// What jsdom lacks and Mantine expects (see Mantine's testing guide).
const { getComputedStyle } = window;
// jsdom does not implement pseudo-elements and warns when asked for one; Mantine only needs the element's style.
window.getComputedStyle = (element: Element) => getComputedStyle(element);

window.matchMedia = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = () => {};
// The router restores scroll positions on navigation; jsdom does not lay out pages.
window.scrollTo = () => {};

// Every /api call a test makes is answered by msw; an unexpected one fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
