import { Dialog, DialogPanel } from '@tremor/react';
import { ref } from '@contract/error-texts';
import { useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Button } from '@/components/ui/button';
import { messageText, useTranslation } from '@/lib/i18n';

/** Rejecting needs a reason of 2-200 characters (the contract keeps the upper limit; the lower is the rule of use). */
const comment = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, ref('v.required')),
    z.minLength(2, ref('v.lengthRange', 2, 200)),
    z.maxLength(200, ref('v.lengthRange', 2, 200)),
  );

interface Values {
  comment: string;
}

const resolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  const parsed = comment.safeParse(values.comment);
  if (parsed.success) return { values: { comment: parsed.data }, errors: {} };
  return { values: {}, errors: { comment: { type: 'invalid', message: parsed.error.issues[0]?.message ?? '' } } };
};

interface Props {
  open: boolean;
  onClose: () => void;
  /** Sends the rejection; a refusal of the server is shown in the dialog. */
  onReject: (comment: string) => Promise<unknown>;
}

export function RejectDialog({ open, onClose, onReject }: Props) {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver, defaultValues: { comment: '' } });
  const { errors, isSubmitting } = form.formState;
  const { error, submit } = useFormSubmit(async (values: Values) => {
    await onReject(values.comment);
    form.reset();
  });
  const [length, setLength] = useState(0);
  const message = errors.comment?.message;
  return (
    <Dialog open={open} onClose={onClose} static>
      <DialogPanel className="max-w-md">
        <h3 className="text-lg font-semibold text-slate-900">{t('apply.detail.rejectTitle')}</h3>
        <form className="mt-5 space-y-4" noValidate onSubmit={form.handleSubmit(submit)}>
          <div className="space-y-1.5">
            <label htmlFor="reject-comment" className="block text-sm font-medium text-slate-700">
              {t('apply.detail.rejectReason')}
            </label>
            <textarea
              id="reject-comment"
              rows={4}
              maxLength={200}
              placeholder={t('apply.detail.rejectPlaceholder')}
              aria-invalid={Boolean(message)}
              aria-describedby={message ? 'reject-comment-error' : undefined}
              className={`w-full rounded-lg border bg-white px-3 py-2 text-sm shadow-sm outline-none focus:ring-2 ${message ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-blue-500 focus:ring-blue-100'}`}
              {...form.register('comment', {
                onChange: (e: { target: { value: string } }) => setLength(e.target.value.length),
              })}
            />
            <div className="flex justify-between gap-3 text-xs">
              {message ? (
                <p id="reject-comment-error" role="alert" className="text-red-600">
                  {messageText(message)}
                </p>
              ) : (
                <span />
              )}
              <span className="text-slate-400">{length}/200</span>
            </div>
          </div>
          <FormError text={error} />
          <div className="flex justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('apply.detail.reject')}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
