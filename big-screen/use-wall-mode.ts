import { useEffect, useState } from 'react';
import './wall.css';

function currentScale(): number {
  return (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16) / 16;
}

/**
 * Puts the page in wall mode (dark, the root font size following the viewport, see wall.css) while mounted, and
 * returns the scale: CSS pixels per design pixel (1 at 1920x1080, 2 at 3840x2160), for what draws in pixels
 * (canvases, chart text).
 */
export function useWallMode(): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('wall');
    const update = () => setScale(currentScale());
    update();
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      root.classList.remove('wall');
    };
  }, []);
  return scale;
}
