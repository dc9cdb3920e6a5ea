import type { WidgetId } from '@contract/dashboard';
import { sharedWidgets, type WidgetKind } from '@/components/widgets';
import PendingApprovalsWidget from './pending-approvals-widget';

/**
 * Every widget kind the dashboard knows: the shared registry's, and the pending approvals, which this feature adds
 * because they come from its own call. The layout (data, per user) says where each one goes.
 */
export const widgetRegistry: Record<WidgetId, WidgetKind> = {
  ...sharedWidgets,
  pendingApprovals: { titleKey: 'board.widgets.pendingApprovals', Body: PendingApprovalsWidget },
};
