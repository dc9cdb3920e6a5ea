import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { callAsDisplay } from '@/lib/session';
import { refusalOf, takeDisplayToken, type DisplayRefusal } from './display-link';
import { useWallMode } from './use-wall-mode';
import { WallScreen } from './wall-screen';

/** The wall's whole screen when it cannot show data: the reason, large, and what to do. */
function DisplayMessage({ reason }: { reason: DisplayRefusal | 'missing' }) {
  const { t } = useTranslation();
  useWallMode();
  return (
    <div className="wall-root fixed inset-0 flex flex-col items-center justify-center gap-6 text-slate-100">
      <h1 role="alert" className="text-[3rem] font-bold tracking-widest text-amber-200">
        {t(`display.wall.${reason}`)}
      </h1>
      <p className="text-[1.2rem] text-slate-300">{t('display.wall.askAdmin')}</p>
    </div>
  );
}

/**
 * /display: the wall opened by a display link, without a log-in. Every call of the page carries the link; when the
 * server refuses it (revoked, expired, unknown) the wall is taken down (its polls and socket stop) and the reason
 * shows instead.
 */
export default function DisplayWallPage() {
  const [refused, setRefused] = useState<DisplayRefusal | null>(null);
  // Set while rendering, before the wall's queries start (children's effects run before this component's).
  const [token] = useState(() => {
    const found = takeDisplayToken();
    if (found) callAsDisplay({ token: found, onRefused: (code) => setRefused(refusalOf(code)) });
    return found;
  });
  useEffect(() => () => callAsDisplay(null), []);
  if (!token) return <DisplayMessage reason="missing" />;
  if (refused) return <DisplayMessage reason={refused} />;
  return <WallScreen displayToken={token} />;
}
