import { PageHeader } from '@/components/page-header';
import { edition } from '@/config/editions';
import { currentLang, useTranslation } from '@/lib/i18n';
import { DetectPanel } from '../components/detect-panel';
import { DocumentNav } from '../components/document-nav';
import { IssueForm } from '../components/issue-form';

/**
 * /file/watermark: issue traceable copies of an image to members, and find out whose copy a leaked file was. The
 * Chinese title is the edition's file-title word (spec section 2).
 */
export default function WatermarkPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl">
      <DocumentNav />
      <PageHeader
        title={currentLang() === 'zh-CN' ? edition.fileTitleWord : t('docsec.watermark.title')}
        subtitle={t('docsec.watermark.subtitle')}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <IssueForm />
        <DetectPanel />
      </div>
    </section>
  );
}
