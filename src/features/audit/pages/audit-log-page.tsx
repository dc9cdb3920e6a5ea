import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/ui/tabs';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { currentSessionInfo } from '@/lib/session';
import { LoginLog } from '../components/login-log';
import { OperateLog } from '../components/operate-log';
import { VerifyPanel } from '../components/verify-panel';

const VIEWS = ['operate', 'login'] as const;

/**
 * /log (日志管理): the operate log and, on the system side, the log-in log (the tab is in the URL as `view`), with
 * the chain verification above them. A unit's administrators reach the same page as /unit/log (单位管理 → 操作日志)
 * for their own unit's log.
 */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const systemSide = currentSessionInfo()?.kind === 'system';
  const [params, setParams] = useSearchParams();
  const view = systemSide && params.get('view') === 'login' ? 1 : 0;
  const operate = <OperateLog systemSide={systemSide} path={systemSide ? paths.system.logs : paths.system.unitLogs} />;
  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('audit.title')} subtitle={t('audit.intro')} />
      <VerifyPanel />
      {systemSide ? (
        <Tabs
          selected={view}
          onSelect={(i) => setParams(i === 0 ? {} : { view: VIEWS[i]! })}
          tabs={[
            { label: t('audit.tabs.operate'), content: view === 0 ? operate : null },
            { label: t('audit.tabs.login'), content: view === 1 ? <LoginLog /> : null },
          ]}
        />
      ) : (
        operate
      )}
    </section>
  );
}
