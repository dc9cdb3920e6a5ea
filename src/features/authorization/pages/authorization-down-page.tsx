import { Card } from '@tremor/react';
import { listStateOf } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { usePermission } from '@/lib/permissions';
import { useAuthorizations } from '../api/authorizations';
import { ApprovedApplications } from '../components/approved-applications';
import { AuthTable } from '../components/auth-table';
import { GrantForm } from '../components/grant-form';
import { paths } from '@/lib/paths';
import { TextLink } from '@/components/text-link';

const PATH = paths.authorization.down;
const RECENT = 5;

/**
 * /sealManage/authorizationDown (用印授权): grant a device directly, grant approved applications in one click, and
 * the unit's latest authorisations with a link to all of them.
 */
export default function AuthorizationDownPage() {
  const { t } = useTranslation();
  const canGrant = usePermission('authorization:add');
  const recent = useAuthorizations({ pageNum: 1, pageSize: RECENT });
  return (
    <section className="mx-auto max-w-7xl space-y-6">
      <PageHeader title={t('authorization.grant.title')} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {canGrant ? (
          <GrantForm />
        ) : (
          <Card>
            <p className="text-sm text-slate-500">{t('authorization.grant.noPermission')}</p>
          </Card>
        )}
        <ApprovedApplications canGrant={canGrant} />
      </div>
      <Card>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-slate-900">{t('authorization.grant.list')}</h2>
          <TextLink to={paths.authorization.list}>{t('authorization.grant.listAll')}</TextLink>
        </div>
        <AuthTable
          {...listStateOf(recent, { page: 1, pageSize: RECENT, onPage: () => undefined })}
          pager={false}
          label={t('authorization.grant.list')}
          emptyText={t('authorization.list.empty')}
          from={PATH}
        />
      </Card>
    </section>
  );
}
