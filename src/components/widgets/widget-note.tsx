import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { WidgetTone } from './types';

/** A widget's empty or loading state, centred in its body. */
export function WidgetNote({ tone, children }: { tone: WidgetTone; children: ReactNode }) {
  const size = tone === 'wall' ? 'text-[0.875rem]' : 'text-sm';
  return <div className={`flex h-full items-center justify-center p-4 text-slate-400 ${size}`}>{children}</div>;
}

/** While a polled source has no answer: loading, or failed (the poll tries again by itself). */
export function WidgetWaiting({ tone, failed }: { tone: WidgetTone; failed: boolean }) {
  const { t } = useTranslation();
  const failedText = tone === 'wall' ? t('wall.failed') : t('board.failed');
  return <WidgetNote tone={tone}>{failed ? failedText : t('wall.loading')}</WidgetNote>;
}
