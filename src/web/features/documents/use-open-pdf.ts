import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showPdfLink } from './pdf-link-notice.tsx';
import { openPdfTab } from './pdf-tab.ts';

export interface OpenPdfHandlers {
  /** The PDF is on screen (or offered as a link). */
  onOpened?: () => void;
  /** The PDF could not be made; the waiting tab is already closed. */
  onFailed: (error: unknown) => void;
}

/**
 * Generates a PDF and opens it in a new tab. `open` must be called in the click handler itself: the tab is
 * opened at once (browsers allow pop-ups only there) and receives the PDF when it arrives; its blob address
 * is revoked 100 ms later. `busy` is true while the PDF is being generated; a second call meanwhile is ignored.
 */
export function useOpenPdf() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const open = useCallback(
    async (load: () => Promise<Blob>, { onOpened, onFailed }: OpenPdfHandlers) => {
      if (running.current) return;
      running.current = true;
      const tab = openPdfTab(t('documents.generating'));
      setBusy(true);
      try {
        const blob = await load();
        if (!tab.show(blob)) showPdfLink(blob, t);
        onOpened?.();
      } catch (error) {
        tab.close();
        onFailed(error);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [t],
  );

  return { open, busy };
}
