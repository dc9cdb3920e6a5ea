/**
 * Page zoom for large screens (spec section 9): consoles on 2560-wide and 3840-wide (or wider) displays scale the
 * root font size instead of the whole page, so text stays crisp.
 */
export function zoomFactor(width: number, devicePixelRatio: number): number {
  if (width >= 3840) return 2 / Math.max(1, devicePixelRatio);
  if (width >= 2560) return 1.33 / Math.max(1, devicePixelRatio);
  return 1;
}

export function applyZoom(): void {
  const apply = () => {
    const factor = Math.max(1, zoomFactor(window.screen.width * window.devicePixelRatio, window.devicePixelRatio));
    document.documentElement.style.fontSize = `${16 * factor}px`;
  };
  apply();
  window.addEventListener('resize', apply);
}

/** The zoom in effect: CSS pixels per design pixel of rem-sized content (1 below 2560 px wide). */
export function rootScale(): number {
  if (typeof document === 'undefined') return 1;
  return parseFloat(getComputedStyle(document.documentElement).fontSize) / 16 || 1;
}
