import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon } from '@/components/icons';
import { LanguageSwitch } from '@/components/language-switch';
import { Dropdown } from '@/components/ui/dropdown';
import { Truncate } from '@/components/truncate';
import { edition } from '@/config/editions';
import { badgeCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { logout } from '@/lib/logout';
import { paths } from '@/lib/paths';
import { HelpDialog } from './help-dialog';

interface Props {
  unitName: string | null;
  userName: string;
  unread: number;
  onToggleSidebar: () => void;
  onChangePassword: () => void;
  /** Opens the member's complaints and advice (staff only: a member writes to the platform from a unit). */
  onOpenComplaints: () => void;
  /** Opens the command palette (also Ctrl/Cmd+K anywhere). */
  onOpenPalette: () => void;
  /** System accounts have no unit, so no unit chooser, no staff messages and no staff password. */
  staff: boolean;
}

/** The palette's key as this computer names it. */
const shortcut = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K';

export function Header({
  unitName,
  userName,
  unread,
  onToggleSidebar,
  onChangePassword,
  onOpenComplaints,
  onOpenPalette,
  staff,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const badge = badgeCount(unread);

  const doLogout = async () => {
    await logout();
    navigate(paths.login, { replace: true });
  };

  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4">
      <button
        type="button"
        aria-label={t('shell.collapse')}
        onClick={onToggleSidebar}
        className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100"
      >
        <Icon name="menu" />
      </button>
      <img src={edition.logo} alt="" className="h-7 w-7" />
      <span className="hidden truncate font-semibold text-slate-900 sm:inline">{t(`app.name.${edition.id}`)}</span>
      {unitName ? <span className="truncate text-sm text-slate-500">· {unitName}</span> : null}
      <div className="ml-auto flex items-center gap-1">
        <button
          type="button"
          aria-label={t('search')}
          aria-keyshortcuts="Control+K Meta+K"
          title={`${t('search')} (${shortcut})`}
          onClick={onOpenPalette}
          className="mr-1 flex h-9 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-2.5 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          <Icon name="search" className="h-4 w-4" />
          <span className="hidden md:inline">{t('search')}</span>
          <kbd className="hidden rounded border border-slate-300 bg-white px-1.5 text-[11px] font-medium text-slate-500 sm:inline">
            {shortcut}
          </kbd>
        </button>
        <LanguageSwitch />
        {staff ? (
          <>
            <button
              type="button"
              aria-label={`${t('shell.unread')} ${unread}`}
              title={t('shell.messageCenter')}
              onClick={() => navigate(paths.message.center)}
              className="relative rounded-md p-2 text-slate-500 hover:bg-slate-100"
            >
              <Icon name="bell" />
              {unread > 0 ? (
                <span
                  data-overflow={badge.overflow}
                  className={`absolute -right-1 -top-0.5 min-w-5 rounded-full px-1 text-center text-[11px] font-semibold leading-5 text-white ${badge.overflow ? 'bg-rose-700 ring-2 ring-rose-200' : 'bg-red-500'}`}
                >
                  {badge.text}
                </span>
              ) : null}
            </button>
            <button
              type="button"
              title={t('shell.chooseUnit')}
              aria-label={t('shell.chooseUnit')}
              onClick={() => navigate(paths.choose)}
              className="rounded-md p-2 text-slate-500 hover:bg-slate-100"
            >
              <Icon name="switch" />
            </button>
          </>
        ) : null}
        <Dropdown
          label={userName}
          trigger={
            <>
              <Icon name="user" className="h-5 w-5" />
              <Truncate rule="name" text={userName} />
            </>
          }
          items={[
            // Version history is the same for every account (its calls need no unit). Changing the password is the
            // staff account's call (by phone and SMS code); the system side has none, so it is not offered there.
            { label: t('shell.versionHistory'), onSelect: () => navigate(paths.message.versions) },
            ...(staff
              ? [
                  { label: t('shell.changePassword'), onSelect: onChangePassword },
                  { label: t('shell.complaints'), onSelect: onOpenComplaints },
                  // The edition's customer service is the units' contact; the platform's own operators are it.
                  { label: t('shell.help.menu'), onSelect: () => setHelpOpen(true) },
                ]
              : []),
            { label: t('shell.logout'), onSelect: () => setConfirmLogout(true) },
          ]}
        />
      </div>
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <ConfirmDialog
        open={confirmLogout}
        message={t('shell.logoutConfirm')}
        onClose={() => setConfirmLogout(false)}
        onConfirm={() => void doLogout()}
      />
    </header>
  );
}
