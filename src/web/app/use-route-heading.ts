import { useRouterState } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const headingIn = (main: HTMLElement) => main.querySelector<HTMLHeadingElement>('h1');

/** "Trips (3) · Logbook"; the app's name alone while the page has no heading. */
function pageTitle(main: HTMLElement, appName: string) {
  const text = headingIn(main)?.textContent?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${appName}` : appName;
}

/** Whether the page or a dialog has put the focus somewhere itself: a route's arrival must not take it away. */
function focusTakenByPage(main: HTMLElement) {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return false;
  return main.contains(active) || active.closest('[role="dialog"]') !== null;
}

/** Focuses the heading where it is, scrolling only when it is out of sight (or under the sticky header). */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  const box = heading.getBoundingClientRect();
  const covered = Number.parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
  if (box.top < covered || box.bottom > window.innerHeight) heading.scrollIntoView({ block: 'start' });
}

/**
 * After a move to another page (not the first page, where the browser's own focus is right, and not a change
 * of the search alone, such as a list's filters), the new page's h1 takes the focus once it is there, unless
 * the page or the user has put the focus somewhere first: a screen reader announces the page, and Tab goes on
 * from its top. The tab's title follows the h1's text ("Trips (3) · Logbook"), as data and language change it.
 */
export function useRouteHeading(mainRef: RefObject<HTMLElement | null>) {
  const { t } = useTranslation();
  const appName = t('app.name');
  const path = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const shownPath = useRef(path);

  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    const update = () => {
      const title = pageTitle(main, appName);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [mainRef, appName]);

  useEffect(() => {
    const main = mainRef.current;
    const arrived = shownPath.current !== undefined && path !== shownPath.current;
    shownPath.current = path;
    if (!main || !arrived) return;

    const heading = headingIn(main);
    if (heading) {
      if (!focusTakenByPage(main)) focusHeading(heading);
      return;
    }
    // The page is still loading its data: wait for its heading, unless the focus moves first.
    const observer = new MutationObserver(() => {
      const appeared = headingIn(main);
      if (!appeared) return;
      stop();
      if (!focusTakenByPage(main)) focusHeading(appeared);
    });
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('focusin', stop);
    };
    observer.observe(main, { childList: true, subtree: true });
    document.addEventListener('focusin', stop);
    return stop;
  }, [mainRef, path]);
}
