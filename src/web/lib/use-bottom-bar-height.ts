import { type RefObject, useEffect } from 'react';

/**
 * While `pinned`, publishes the bar's height as --app-bottom-bar-height on the root element, so that what must
 * stay clear of a bar pinned to the bottom of the screen can: the toasts sit above it
 * (app/app-notifications.module.css) and a field scrolled into view is not left behind it (scroll-padding).
 */
export function useBottomBarHeight(ref: RefObject<HTMLElement | null>, pinned: boolean) {
  useEffect(() => {
    const bar = ref.current;
    if (!pinned || !bar) return;
    const root = document.documentElement;
    const publish = () => {
      const height = `${bar.offsetHeight}px`;
      root.style.setProperty('--app-bottom-bar-height', height);
      root.style.scrollPaddingBottom = height;
    };
    publish();
    // The bar grows when it wraps or shows the "fill in the highlighted fields" line.
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-bottom-bar-height');
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [ref, pinned]);
}
