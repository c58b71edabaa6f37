/** The delay before a shown PDF's blob address is revoked. */
export const revokeDelayMs = 100;

export interface PdfTab {
  /**
   * Shows the PDF in the tab opened for it and revokes its address after 100 ms. Returns false when there is no
   * tab to show it in (the browser blocked the pop-up, or the user closed the tab while waiting).
   */
  show(blob: Blob): boolean;
  /** The PDF will not come (the request failed): the waiting tab goes away. */
  close(): void;
}

/** Shows a short waiting text in the blank tab; its document is ours (about:blank of the same origin). */
function showWaiting(tab: Window, waitingText: string) {
  try {
    tab.document.title = waitingText;
    tab.document.body.textContent = waitingText;
  } catch {
    // Nothing to show the text in; the tab still receives the PDF.
  }
}

/**
 * Opens a blank tab for a PDF that is about to be generated. Must run synchronously inside the click: browsers
 * allow pop-ups only there, not after the request's await.
 */
export function openPdfTab(waitingText: string): PdfTab {
  const tab = window.open('', '_blank');
  if (tab) {
    // The PDF never needs to reach back into the app.
    tab.opener = null;
    showWaiting(tab, waitingText);
  }
  return {
    show(blob) {
      if (!tab || tab.closed) return false;
      const url = URL.createObjectURL(blob);
      tab.location.href = url;
      // The navigation has taken hold of the blob by then; the address is not needed any more.
      window.setTimeout(() => URL.revokeObjectURL(url), revokeDelayMs);
      return true;
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
