import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useNavigate, useOutlet } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PasswordDialog } from '@/features/account/components/password-dialog';
// The member's complaints and advice, loaded when first opened from the user menu.
import { checkPassword } from '@/features/account/api/change-password';
import { useApplyCounts } from '@/features/apply/api/counts';
import { useAuthCounts } from '@/features/authorization/api/counts';
import { useUnreadCount } from '@/features/message/api/messages';
import { useContentDots } from '@/features/content/api/content-dots';
import { NewVersionPopup } from '@/features/message/components/new-version-popup';
import { useCommandPalette } from '@/features/palette/use-command-palette';
import { companyConfigsQuery } from '@/lib/company-configs';
import { currentUserQuery } from '@/lib/current-user';
import { useTranslation, withDomainTexts } from '@/lib/i18n';
import { usePageTitleOf } from '@/lib/page-title';
import { useRealtimeChannel } from '@/lib/realtime';
import { useUseRecordCounts } from '@/lib/use-record-counts';
import { anyPermitted, isPermitted, menuNavQuery, trailOf } from '@/lib/menu';
import type { MenuEntry } from '@contract/menu';
import type { Role } from '@contract/account';
import type { RouteHandle } from '../route-handle';
import { ADMIN_ROLES } from '../route-handle';
import { Breadcrumb } from './breadcrumb';
import { Header } from './header';
import { menuTitle } from '@/lib/menu-title';
import { sealCounters } from './seal-counters';
import { Sidebar } from './sidebar';
import { TabBar } from './tab-bar';
import { useViewTracking } from './use-view-tracking';
import { viewsAtom } from './views';
import { paths } from '@/lib/paths';

// Parts only some sessions open load with their first use: staff never fetch the system side's password gate.
const ComplaintsDialog = lazy(
  withDomainTexts(['registry'], () => import('@/features/registry/components/complaints-dialog')),
);
// The command palette and its texts load with its first opening.
const CommandPalette = lazy(
  withDomainTexts(['palette'], () => import('@/features/palette/components/command-palette')),
);
// Its texts are the accounts domain's: a system account that first lands on another page has not loaded them yet.
const InitialPasswordGate = lazy(
  withDomainTexts(['accounts'], () =>
    import('@/features/sys-accounts/components/initial-password-gate').then((m) => ({
      default: m.InitialPasswordGate,
    })),
  ),
);

const MOBILE_WIDTH = 720;

/**
 * Where a user who may not open this page goes instead, or null when he may: the 403 page without any menu, the
 * dashboard for a page outside his menu or role.
 */
function deniedTo(handle: RouteHandle, tree: MenuEntry[], role: Role | null, pathname: string): string | null {
  if (handle.notAView) return null;
  if (tree.length === 0) return paths.forbidden;
  const roleOk = !handle.roles || (role !== null && (ADMIN_ROLES.includes(role) || handle.roles.includes(role)));
  const menuOk = isPermitted(tree, pathname) && (!handle.menuPaths || anyPermitted(tree, handle.menuPaths));
  return roleOk && menuOk ? null : paths.dashboard;
}

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.innerWidth < MOBILE_WIDTH);
  useEffect(() => {
    const onResize = () => setMobile(window.innerWidth < MOBILE_WIDTH);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return mobile;
}

/** The console shell of spec section 2: header, server menu, breadcrumb, tabs and the page, behind the menu guard. */
export default function ShellLayout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const outlet = useOutlet();
  const me = useQuery(currentUserQuery());
  const nav = useQuery(menuNavQuery());
  const staff = me.data?.kind === 'staff' ? me.data.staff : null;
  // Counters belong to a user in a unit; the system side has no unit, so they are not asked for there.
  const inUnit = staff?.unit != null;
  const unread = useUnreadCount(inUnit);
  const applyCounts = useApplyCounts(inUnit);
  const authCounts = useAuthCounts(inUnit);
  const recordCounts = useUseRecordCounts(inUnit);
  const contentDots = useContentDots(inUnit);
  // The unit's feature configurations, kept in companyConfigsAtom for the session (spec section 6).
  useQuery(companyConfigsQuery(staff?.unit?.companyId));
  const mobile = useIsMobile();
  // Desktop: the toggle narrows the sidebar to icons. Below 720 px the sidebar is hidden and the toggle opens it.
  const [toggled, setToggled] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [complaintsOpen, setComplaintsOpen] = useState(false);
  const [forcedPassword, setForcedPassword] = useState(false);
  const views = useAtomValue(viewsAtom);
  const cache = useRef(new Map<string, ReactNode>());
  const palette = useCommandPalette();

  useEffect(() => {
    if (!staff) return;
    void checkPassword()
      .then((r) => setForcedPassword(r.mustChange))
      .catch(() => undefined);
  }, [staff]);

  const tree = nav.data?.menuList ?? [];
  const pathname = location.pathname;
  const handle = (matches[matches.length - 1]?.handle ?? {}) as RouteHandle;
  const trail = trailOf(tree, pathname);
  const leaf = trail[trail.length - 1];
  // A hidden page's own title (it may depend on who looks), else its route's.
  const named = usePageTitleOf(pathname) ?? (handle.titleKey ? t(handle.titleKey) : null);
  const title = named ?? (leaf ? menuTitle(leaf) : t(handle.menulessTitleKey ?? 'shell.home'));
  const denial = nav.isPending || me.isPending ? 'pending' : deniedTo(handle, tree, staff?.role ?? null, pathname);
  // Only a page the user may open becomes a tab: a redirect away from a forbidden one must not leave a tab behind.
  useViewTracking(title, handle.cache === true, handle.notAView !== true && denial === null);
  // The unit's live channel: the live-photo notifications of spec section 8 on every page, and fresh counters.
  useRealtimeChannel();

  // Cached pages stay mounted while other tabs are shown; closing the tab drops them.
  const open = new Set(views.map((v) => v.pathname));
  for (const key of cache.current.keys()) if (!open.has(key) && key !== pathname) cache.current.delete(key);
  if (handle.cache && outlet) cache.current.set(pathname, outlet);

  if (nav.isPending || me.isPending) return <LoadingScreen />;
  if (nav.isError) return <Navigate to={paths.login} replace />;

  if (denial !== null && denial !== 'pending') return <Navigate to={denial} replace />;

  const counters = {
    message: unread.data ?? 0,
    ...sealCounters({ apply: applyCounts.data, authorization: authCounts.data, useRecord: recordCounts.data }, (url) =>
      isPermitted(tree, url),
    ),
  };
  const sidebarHidden = mobile && !toggled;
  const narrow = !mobile && toggled;
  // 12 % of the width (spec section 2), and at least what a group's name needs beside a '99+' count and the chevron
  // ('Seal management' in English, which runs longer than the Chinese names).
  const sidebarWidth = i18n.language === 'en-US' ? 'w-[12%] min-w-[17rem]' : 'w-[12%] min-w-52';

  const refresh = (path: string) => {
    cache.current.delete(path);
    navigate(`${paths.redirect}${path}`, { replace: true });
  };

  return (
    <div className="flex h-full flex-col">
      <Header
        unitName={staff?.unit?.companyName ?? null}
        userName={staff?.user.realName ?? (me.data?.kind === 'system' ? me.data.system.realName : '')}
        unread={unread.data ?? 0}
        staff={staff !== null}
        onToggleSidebar={() => setToggled((c) => !c)}
        onChangePassword={() => setPasswordOpen(true)}
        onOpenComplaints={() => setComplaintsOpen(true)}
        onOpenPalette={palette.show}
      />
      <div className="relative flex min-h-0 flex-1">
        {mobile && toggled ? (
          <div aria-hidden="true" className="absolute inset-0 z-20 bg-slate-900/30" onClick={() => setToggled(false)} />
        ) : null}
        {sidebarHidden ? null : (
          <aside
            className={`flex shrink-0 flex-col bg-slate-900 ${mobile ? 'absolute inset-y-0 left-0 z-30 w-[17rem] shadow-xl' : narrow ? 'w-16' : sidebarWidth}`}
          >
            <Sidebar
              tree={tree}
              activeTrail={trail}
              counters={counters}
              dots={contentDots}
              collapsed={narrow}
              onNavigate={mobile ? () => setToggled(false) : undefined}
            />
          </aside>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <TabBar onRefresh={refresh} />
          <Breadcrumb trail={trail} extra={named} />
          <main className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-6">
            {[...cache.current.entries()].map(([key, element]) => (
              <div key={key} hidden={key !== pathname}>
                {element}
              </div>
            ))}
            {handle.cache ? null : outlet}
          </main>
        </div>
        <LoadingOverlay />
      </div>
      {staff ? (
        <PasswordDialog
          open={passwordOpen || forcedPassword}
          forced={forcedPassword}
          phone={staff.user.mobile}
          onClose={() => setPasswordOpen(false)}
        />
      ) : null}
      {staff && !forcedPassword && !passwordOpen ? <NewVersionPopup /> : null}
      {me.data?.kind === 'system' ? (
        <Suspense fallback={null}>
          <InitialPasswordGate />
        </Suspense>
      ) : null}
      {palette.open ? (
        <Suspense fallback={null}>
          <CommandPalette onClose={palette.close} records={inUnit} />
        </Suspense>
      ) : null}
      {staff && complaintsOpen ? (
        <Suspense fallback={null}>
          <ComplaintsDialog onClose={() => setComplaintsOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
