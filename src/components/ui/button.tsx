import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'light' | 'danger';

const variants: Record<Variant, string> = {
  primary: 'bg-blue-600 text-white shadow-sm hover:bg-blue-700 disabled:bg-blue-300',
  secondary: 'border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 disabled:text-slate-400',
  light: 'text-slate-600 hover:bg-slate-100 disabled:text-slate-400',
  /** A light button for a destructive action (delete, disable). */
  danger: 'text-red-600 hover:bg-red-50 disabled:text-slate-400',
};

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  loading?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'h-8 px-3 text-xs', md: 'h-10 px-4 text-sm', lg: 'h-11 px-5 text-sm' };

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-1 disabled:cursor-not-allowed';

/** The button's look for a link that sits among buttons (a row's "edit" that opens a page), so a row's actions match. */
export function buttonClass(variant: Variant = 'primary', size: Props['size'] = 'md'): string {
  return `${BASE} ${variants[variant]} ${sizes[size]}`;
}

/**
 * The console's one button, in plain Tailwind: the login page must load fast, and one button everywhere keeps the
 * pages alike (the component library's button also leaves a tooltip timer running after it loses focus).
 */
export function Button({
  variant = 'primary',
  loading = false,
  size = 'md',
  className = '',
  disabled,
  children,
  ...rest
}: Props) {
  return (
    <button
      type="button"
      disabled={disabled || loading}
      aria-busy={loading}
      className={`${buttonClass(variant, size)} ${className}`}
      {...rest}
    >
      {loading ? (
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      ) : null}
      {children}
    </button>
  );
}
