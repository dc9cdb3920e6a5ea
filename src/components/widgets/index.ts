export { sharedWidgets, type SharedWidgetId } from './registry';
export type { WidgetBox, WidgetKind, WidgetProps, WidgetTone } from './types';
export { WidgetView } from './widget-view';
export { WidgetNote, WidgetWaiting } from './widget-note';
