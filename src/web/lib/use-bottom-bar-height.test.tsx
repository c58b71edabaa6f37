import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBottomBarHeight } from './use-bottom-bar-height.ts';

function Bar({ pinned, height }: { pinned: boolean; height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomBarHeight(ref, pinned);
  // jsdom lays nothing out: the bar's height is given.
  return (
    <div
      ref={(element) => {
        if (element) Object.defineProperty(element, 'offsetHeight', { configurable: true, value: height });
        ref.current = element;
      }}
    />
  );
}

const root = document.documentElement;

afterEach(() => {
  root.style.removeProperty('--app-bottom-bar-height');
  root.style.removeProperty('scroll-padding-bottom');
});

describe('a bar pinned to the bottom of the screen', () => {
  it('publishes its height for the toasts and for scrolling while it is pinned, and takes it back', () => {
    const { unmount } = render(<Bar pinned height={61} />);

    expect(root.style.getPropertyValue('--app-bottom-bar-height')).toBe('61px');
    expect(root.style.scrollPaddingBottom).toBe('61px');

    unmount();
    expect(root.style.getPropertyValue('--app-bottom-bar-height')).toBe('');
    expect(root.style.scrollPaddingBottom).toBe('');
  });

  it('publishes nothing where it is not pinned (wider screens)', () => {
    const { rerender } = render(<Bar pinned height={61} />);
    rerender(<Bar pinned={false} height={61} />);

    expect(root.style.getPropertyValue('--app-bottom-bar-height')).toBe('');
  });
});
