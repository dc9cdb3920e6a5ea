import type { ComponentType } from 'react';
import type { TextKey } from '@/lib/i18n';

/**
 * Where a widget is shown: 'console' is a light card in the dashboard grid, 'wall' the dark, large-type panel of
 * the wall display (/bigdata).
 */
export type WidgetTone = 'console' | 'wall';

/** A widget body's size in design pixels (CSS pixels divided by the scale): what it may lay out in. */
export interface WidgetBox {
  width: number;
  height: number;
}

export interface WidgetProps {
  tone: WidgetTone;
  /** CSS pixels per design pixel: 1 in the console; on the wall 1 at 1920x1080 and 2 at 3840x2160. */
  scale: number;
  /** The body's size, null until it has been measured. */
  box: WidgetBox | null;
}

/** One kind of widget: its title and body, and controls or numbers for its title bar. */
export interface WidgetKind {
  /** i18n key of the title. */
  titleKey: TextKey;
  /** i18n key of the title on the wall, where it differs (the wall's feeds and charts say what they show live). */
  wallTitleKey?: TextKey;
  Body: ComponentType<WidgetProps>;
  Extra?: ComponentType<WidgetProps>;
}
