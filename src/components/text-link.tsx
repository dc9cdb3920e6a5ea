import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link in running text or a page header (the way back, a related page): small, blue, underlined on hover. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm text-blue-700 hover:underline">
      {children}
    </Link>
  );
}
