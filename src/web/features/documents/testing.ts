import { HttpResponse } from 'msw';
import { vi } from 'vitest';

/** Test helpers for the PDF actions (not part of the app bundle). */

/** The first bytes of a PDF, enough for the client (it only looks at the Content-Type). */
export const pdfBytes = new TextEncoder().encode('%PDF-1.7\n%test\n');

/** A 200 answer carrying a PDF, as the server sends it. */
export const pdfResponse = (fileName = 'document.pdf') =>
  new HttpResponse(pdfBytes, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${fileName}"` },
  });

/** What window.open gave the app: a blank tab that records where it was sent and whether it was closed. */
export interface FakeTab {
  opener: unknown;
  closed: boolean;
  document: Document;
  location: { href: string };
  close: () => void;
}

function fakeTab(): FakeTab {
  const tab: FakeTab = {
    opener: window,
    closed: false,
    document: document.implementation.createHTMLDocument(''),
    location: { href: 'about:blank' },
    close: () => {
      tab.closed = true;
    },
  };
  return tab;
}

/**
 * jsdom has neither pop-ups nor blob addresses: window.open hands out fake tabs (or null, as a pop-up blocker
 * does, with `blocked`), and URL.createObjectURL / revokeObjectURL record the addresses made and revoked.
 * Call `restore` after the test.
 */
export function stubPdfTabs({ blocked = false }: { blocked?: boolean } = {}) {
  const tabs: FakeTab[] = [];
  const created: Blob[] = [];
  const revoked: string[] = [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    if (blocked) return null;
    const tab = fakeTab();
    tabs.push(tab);
    return tab as unknown as Window;
  });
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    created.push(blob);
    return `blob:http://localhost/pdf-${created.length}`;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  return {
    open,
    tabs,
    created,
    revoked,
    restore: () => {
      open.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    },
  };
}
