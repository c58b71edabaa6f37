import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Keyboard and screen reader focus for the wizard: a newly opened step's heading takes the focus; a refused
 * Next or save moves it to the first invalid field instead (once that field shows its error).
 */
export function useFocusOnStep(active: number) {
  const topRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [invalidRequest, setInvalidRequest] = useState(0);
  const shownStep = useRef(active);

  // After every render: when the step on screen has changed, its heading takes the focus.
  useEffect(() => {
    if (shownStep.current === active) return;
    shownStep.current = active;
    // The wizard's top (counter, progress, steps) comes back into view when it was scrolled away (a long step's
    // buttons are far below it); the heading takes the focus without scrolling past it.
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
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
    topRef,
    headingRef,
    panelRef,
    focusFirstInvalid: useCallback(() => setInvalidRequest((request) => request + 1), []),
  };
}
