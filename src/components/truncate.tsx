import type { ReactNode } from 'react';
import { shortName, shortText } from '@/lib/format';

interface Props {
  text: string | null | undefined;
  /** 'name': over 5 characters shows 4 plus an ellipsis; 'text': over 10 shows 10 plus an ellipsis. */
  rule?: 'name' | 'text';
  /** Shown when there is no text. */
  empty?: ReactNode;
}

/** Spec section 9's truncation of names and text in tables and headers; the whole text shows on hover. */
export function Truncate({ text, rule = 'text', empty = null }: Props) {
  if (!text) return <>{empty}</>;
  const shown = rule === 'name' ? shortName(text) : shortText(text);
  return (
    <span className="whitespace-nowrap" title={shown === text ? undefined : text}>
      {shown}
    </span>
  );
}
