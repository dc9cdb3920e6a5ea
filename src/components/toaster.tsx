import { useEffect, useState } from 'react';
import { dismissToast, subscribeToasts, type Toast } from '@/lib/notify';

const tone: Record<Toast['kind'], string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-blue-200 bg-blue-50 text-blue-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-800',
};

/** Renders the toast queue of lib/notify at the top of the page. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => subscribeToasts(setToasts), []);
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2"
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

/**
 * One toast. Its time on screen starts when it is shown, not when it was raised: a toast raised while the next page
 * is still loading (a session ending, say) is not gone before anyone could read it.
 */
function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    if (toast.duration <= 0) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-lg border px-4 py-2.5 text-sm shadow-md ${tone[toast.kind]}`}
    >
      <span className="flex-1">{toast.text}</span>
      <button
        type="button"
        aria-label="close"
        className="opacity-60 hover:opacity-100"
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
    </div>
  );
}
