import type { ReactNode } from 'react';

/**
 * A list that cannot scroll (the wall's) and shows only the items that fit whole: the ones below the last wrap into
 * a second column, which is clipped, so no line is cut in half at any panel height. Its items take the full width.
 * `padding` goes around the list, outside the clipping box.
 */
export function WholeItemsList({
  padding,
  listClassName = '',
  children,
}: {
  padding: string;
  /** Gaps or dividers between the items. */
  listClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={`absolute inset-0 ${padding}`}>
      <ol
        className={`wall-list flex h-full flex-col flex-wrap overflow-hidden *:w-full *:shrink-0 ${listClassName}`}
        aria-live="off"
      >
        {children}
      </ol>
    </div>
  );
}
