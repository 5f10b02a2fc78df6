import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * A size of an element (read by `read`), measured after render and again whenever the element resizes: the page
 * may be laid out while still hidden, and fonts, data or the window may change it later.
 */
export function useSize<T extends HTMLElement>(ref: RefObject<T | null>, read: (el: T) => number): number {
  const [size, setSize] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const update = () => setSize(read(el));
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  });
  return size;
}
