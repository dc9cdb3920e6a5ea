import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { useMyUserId } from '../api/me';
import { ApplyForm, type ApplyFormHandle } from '../components/apply-form';
import { DraftList } from '../components/draft-list';
import { paths } from '@/lib/paths';

/** /sealManage/usingSealApplication (用印申请): the application form, and the user's drafts below it. */
export default function ApplyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useMyUserId();
  const form = useRef<ApplyFormHandle>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const top = useRef<HTMLElement>(null);
  const openDetail = (id: number) => navigate(paths.apply.detail(id));

  return (
    <section ref={top} className="mx-auto max-w-4xl">
      <PageHeader title={t('apply.form.title')} />
      <ApplyForm handle={form} onDraftChange={setEditing} onSubmitted={openDetail} />
      <DraftList
        userId={userId}
        editingId={editing}
        onSubmitted={openDetail}
        onGone={(id) => {
          if (id === editing) form.current?.clear();
        }}
        onEdit={(draft) => {
          form.current?.load(draft);
          top.current?.scrollIntoView?.({ behavior: 'smooth' });
        }}
      />
    </section>
  );
}
