import { vi } from 'vitest';

export interface SavedFile {
  /** The name the page saved it under (the link's download attribute). */
  download: string;
  text: string;
}

/**
 * Records each file the page saves (a click on a download link) with the text behind its blob: address, which
 * jsdom lacks; call it in beforeEach and undo it with vi.restoreAllMocks(). Files arrive after the click, so
 * tests wait for them.
 */
export function recordSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${++next}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void blobs.delete(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (!blob) return;
    const reader = new FileReader();
    reader.onload = () => saved.push({ download: this.download, text: String(reader.result) });
    reader.readAsText(blob);
  });
  return saved;
}
