import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DetailFrame } from '@/components/detail-card';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import {
  useAddTemplate,
  useTemplate,
  useUpdateTemplate,
  type TemplateAdd,
  type TemplateUpdate,
} from '../api/templates';
import { TemplateForm } from '../components/template-form';
import { TextLink } from '@/components/text-link';

/**
 * /sealManage/addtemplate/:parame, one page for adding and editing a template:
 * - `new` adds one; `new?deviceId=X` adds one with the device X chosen (from a device's template list);
 * - a template id (a positive whole number) edits that template; its device is fixed.
 * Anything else is a template that is not there.
 */
export default function TemplateFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parame = useParams().parame ?? '';
  const [search] = useSearchParams();
  const adding = parame === 'new';
  const id = adding ? NaN : Number(parame);
  const template = useTemplate(id);
  const add = useAddTemplate();
  const update = useUpdateTemplate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const back = from && /^\/(sealManage\/tempManage|server\/templatelists\/)/.test(from) ? from : paths.template.manage;
  const backLink = (
    <TextLink to={back}>
      {back.startsWith(paths.device.templates('')) ? t('template.form.backToDeviceList') : t('template.form.back')}
    </TextLink>
  );

  const submit = async (request: TemplateAdd | TemplateUpdate) => {
    if ('id' in request) {
      await update.mutateAsync(request);
      notify('success', t('template.form.saved'));
    } else {
      await add.mutateAsync(request);
      notify('success', t('template.form.added'));
    }
    navigate(back);
  };

  if (adding) {
    const deviceId = search.get('deviceId');
    return (
      <DetailFrame title={t('template.form.addTitle')} actions={backLink} state="ready" width="max-w-3xl">
        <TemplateForm deviceId={deviceId || null} back={back} onSubmit={submit} />
      </DetailFrame>
    );
  }
  return (
    <DetailFrame
      title={t('template.form.editTitle')}
      actions={backLink}
      width="max-w-3xl"
      state={template.data ? 'ready' : template.isPending && template.fetchStatus !== 'idle' ? 'loading' : 'missing'}
      missingText={template.error?.message ?? t('template.form.notFound')}
    >
      {template.data ? (
        <TemplateForm key={template.data.id} template={template.data} back={back} onSubmit={submit} />
      ) : null}
    </DetailFrame>
  );
}
