import { Dialog, DialogPanel } from '@tremor/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { latestVersionsQuery } from '../api/versions';

const DISMISSED_KEY = 'version-dismissed';
/** 'Got it' hides the popup for this browser session only. */
const SEEN_KEY = 'version-seen';

/**
 * Shows the newest version's notes once: 'do not remind again' stores its number locally and the popup stays away
 * until a newer version is released (spec section 9).
 */
export function NewVersionPopup() {
  const { t } = useTranslation();
  const latest = useQuery(latestVersionsQuery);
  const [closed, setClosed] = useState(false);
  const newest = latest.data?.list[0];
  const open =
    !closed &&
    newest !== undefined &&
    localStorage.getItem(DISMISSED_KEY) !== newest.versionNumber &&
    sessionStorage.getItem(SEEN_KEY) !== newest.versionNumber;
  if (!newest) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, newest.versionNumber);
    setClosed(true);
  };
  const gotIt = () => {
    sessionStorage.setItem(SEEN_KEY, newest.versionNumber);
    setClosed(true);
  };
  return (
    <Dialog open={open} onClose={gotIt} static>
      <DialogPanel className="max-w-lg">
        <h3 className="text-lg font-semibold text-slate-900">
          {t('versions.popupTitle', { version: newest.versionNumber })}
        </h3>
        <p className="mt-1 text-xs text-slate-500">
          {t('versions.released')} {newest.releasedAt.slice(0, 10)}
        </p>
        <h4 className="mt-4 text-sm font-medium text-slate-700">{t('versions.details')}</h4>
        <p className="mt-2 max-h-72 overflow-y-auto whitespace-pre-line text-sm leading-6 text-slate-600">
          {newest.details}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={dismiss}>
            {t('versions.dontRemind')}
          </Button>
          <Button onClick={gotIt}>{t('versions.gotIt')}</Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
