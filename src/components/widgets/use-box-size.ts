import { useEffect, useState, type RefObject } from 'react';
import type { WidgetBox } from './types';

/**
 * The element's content size in design pixels, kept current while it changes (a resized grid cell, another
 * viewport). Rounded, so sub-pixel jitter re-renders nothing.
 */
export function useBoxSize(ref: RefObject<HTMLElement | null>, scale: number): WidgetBox | null {
  const [box, setBox] = useState<WidgetBox | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = Math.round(entry.contentRect.width / scale);
      const height = Math.round(entry.contentRect.height / scale);
      if (width === 0 && height === 0) return;
      setBox((old) => (old?.width === width && old.height === height ? old : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, scale]);
  return box;
}
