import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Keyboard and screen reader focus for the wizard: a newly opened step's heading takes the focus; a refused
 * Next or save moves it to the first invalid field instead (once that field shows its error).
 */
export function useFocusOnStep(active: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [invalidRequest, setInvalidRequest] = useState(0);
  const shownStep = useRef(active);

  // After every render: when the step on screen has changed, its heading takes the focus.
  useEffect(() => {
    if (shownStep.current === active) return;
    shownStep.current = active;
    headingRef.current?.focus();
  });

  useEffect(() => {
    if (invalidRequest === 0) return;
    // The fields take up their messages in the render that follows this one; look for them after it.
    const timer = window.setTimeout(() => {
      panelRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [invalidRequest]);

  return {
    headingRef,
    panelRef,
    focusFirstInvalid: useCallback(() => setInvalidRequest((request) => request + 1), []),
  };
}
