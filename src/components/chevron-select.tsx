import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Icon } from './icons';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  /** Classes of the frame around the select (its width and placement in a row). */
  frameClassName?: string;
  /** Colour of the chevron, for dark surfaces. */
  chevronClassName?: string;
};

/**
 * The console's one select look: the browser's own arrow (different in every browser) gives way to the kit's chevron.
 * It stays a native select, so keyboard and screen readers work as usual.
 */
export const ChevronSelect = forwardRef<HTMLSelectElement, Props>(function ChevronSelect(
  { frameClassName = 'flex w-full', chevronClassName = 'text-slate-400', className = '', children, ...rest },
  ref,
) {
  return (
    <span className={`relative ${frameClassName}`}>
      <select ref={ref} className={`w-full appearance-none pr-8 ${className}`} {...rest}>
        {children}
      </select>
      <Icon
        name="chevron"
        className={`pointer-events-none absolute top-1/2 right-2.5 h-4 w-4 -translate-y-1/2 rotate-90 ${chevronClassName}`}
      />
    </span>
  );
});
