import { useCallback, useEffect, useRef, useState } from 'react';

/** Ctrl+K, or Cmd+K on a Mac: the palette's key anywhere in the console (it also closes it). */
export function isPaletteKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
}

/**
 * Whether the command palette is open, its key, and where focus goes when it closes: back to what had it before
 * (the header's button, a field), unless the choice took that away.
 */
export function useCommandPalette() {
  const [open, setOpen] = useState(false);
  const returnTo = useRef<Element | null>(null);

  const show = useCallback(() => {
    returnTo.current = document.activeElement;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    const target = returnTo.current;
    returnTo.current = null;
    // After the palette has unmounted, so that nothing takes focus back from the element.
    setTimeout(() => {
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteKey(e)) return;
      e.preventDefault();
      if (open) close();
      else show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, show, close]);

  return { open, show, close };
}
