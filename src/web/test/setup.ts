import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
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

// A page's first visit loads its code and its texts lazily; in jsdom that can take more than the default second,
// and a test that waits for a page must not depend on how warm the transform cache is.
configure({ asyncUtilTimeout: 5000 });

// Every /api call a test makes is answered by msw; an unexpected one fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// The browser reads the captain's trips only as summary pages; a page that asks for the whole list (every field
// of every trip) fails its test, whatever the test's own handlers answer.
const fullListReads: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const full = url.pathname === '/api/sailing-trips' && url.searchParams.get('view') !== 'summary';
  if (request.method === 'GET' && full) fullListReads.push(`${url.pathname}${url.search}`);
});
afterEach(() => {
  const reads = fullListReads.splice(0);
  if (reads.length > 0) throw new Error(`GET of the full trip list (${reads.join(', ')}); use view=summary.`);
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
