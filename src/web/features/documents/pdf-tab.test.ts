import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPdfTab, revokeDelayMs } from './pdf-tab.ts';
import { stubPdfTabs } from './testing.ts';

const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

describe('openPdfTab', () => {
  let stub: ReturnType<typeof stubPdfTabs>;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    stub.restore();
    vi.useRealTimers();
  });

  it('opens a blank tab at once with the waiting text, then sends it to the blob and revokes it after 100 ms', () => {
    stub = stubPdfTabs();
    const tab = openPdfTab('Generating the PDF…');

    expect(stub.open).toHaveBeenCalledWith('', '_blank');
    const [opened] = stub.tabs;
    expect(opened?.opener).toBeNull();
    expect(opened?.document.title).toBe('Generating the PDF…');
    expect(opened?.document.body.textContent).toBe('Generating the PDF…');

    expect(tab.show(pdf)).toBe(true);
    expect(stub.created).toEqual([pdf]);
    expect(opened?.location.href).toBe('blob:http://localhost/pdf-1');
    vi.advanceTimersByTime(revokeDelayMs - 1);
    expect(stub.revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stub.revoked).toEqual(['blob:http://localhost/pdf-1']);
    expect(revokeDelayMs).toBe(100);
  });

  it('closes the waiting tab when the PDF does not come', () => {
    stub = stubPdfTabs();
    openPdfTab('…').close();
    expect(stub.tabs[0]?.closed).toBe(true);
  });

  it('has nowhere to show the PDF when the pop-up was blocked or the tab closed meanwhile', () => {
    stub = stubPdfTabs({ blocked: true });
    expect(openPdfTab('…').show(pdf)).toBe(false);
    stub.restore();

    stub = stubPdfTabs();
    const tab = openPdfTab('…');
    stub.tabs[0]?.close();
    expect(tab.show(pdf)).toBe(false);
    expect(stub.created).toEqual([]);
  });
});
