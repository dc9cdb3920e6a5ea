/** A bar from 0 to 100 with its label for screen readers; red once what it measures failed. */
export function ProgressBar({
  value,
  label,
  failed = false,
  className = 'h-2 w-full',
}: {
  value: number;
  label: string;
  failed?: boolean;
  className?: string;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`block overflow-hidden rounded-full bg-slate-100 ${className}`}
    >
      <span
        className={`block h-full transition-all ${failed ? 'bg-red-400' : 'bg-blue-600'}`}
        style={{ width: `${percent}%` }}
      />
    </span>
  );
}
