import type { Template } from '@contract/template';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { useDeleteTemplate } from '../api/templates';

/** Delete a template after a confirmation naming it. */
export function useDeleteTemplateConfirm() {
  const { t } = useTranslation();
  const remove = useDeleteTemplate();
  return useConfirm<Template>({
    run: (tpl) => remove.mutateAsync(tpl.id),
    message: (tpl) => t('template.deleteConfirm', { name: tpl.name }),
    done: t('template.deleted'),
  });
}
