export interface CvTab {
  /** Points the waiting tab at the PDF; false when there is none (pop-up blocked, or closed meanwhile). */
  show(url: string): boolean;
  /** The PDF will not come: the waiting tab goes away. */
  close(): void;
}

/**
 * Opens a blank tab for the CV. Must run synchronously in the click handler: browsers allow pop-ups only
 * there, not after the request's await. The tab shows a waiting text until it is pointed at the PDF.
 */
export function openCvTab(waitingText: string): CvTab {
  const tab = window.open('', '_blank');
  if (tab) {
    // The PDF never needs to reach back into the app.
    tab.opener = null;
    try {
      tab.document.title = waitingText;
      tab.document.body.textContent = waitingText;
    } catch {
      // Nothing to write the text in; the tab still receives the PDF.
    }
  }
  return {
    show(url) {
      if (!tab || tab.closed) return false;
      tab.location.href = url;
      return true;
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
