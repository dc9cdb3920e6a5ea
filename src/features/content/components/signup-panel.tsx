import type { ContentDetail } from '@contract/content';
import { resultCodes } from '@contract/envelope';
import { useState } from 'react';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { timeFormats } from '@/lib/local-time';
import { useSignup, type SignupRequest } from '../api/content';

const schema = async () => (await import('@contract/content')).contentSignup.request;

function SignupDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const signup = useSignup();
  const form = useZodForm<{ id: number; contactName: string; phone: string }, SignupRequest>({
    schema,
    defaultValues: { id, contactName: '', phone: '' },
  });
  return (
    <FormDialog
      open
      title={t('content.signup.title')}
      onClose={onClose}
      form={form}
      submitLabel={t('content.signup.submit')}
      refusalFields={{ [resultCodes.badRequest]: 'contactName' }}
      onSubmit={async (values) => {
        await signup.mutateAsync(values);
        notify('success', t('content.signup.done'));
        onClose();
      }}
    >
      <TextField label={t('content.signup.contact')} maxLength={32} {...form.field('contactName')} />
      <TextField label={t('content.signup.phone')} maxLength={11} inputMode="numeric" {...form.field('phone')} />
    </FormDialog>
  );
}

/** Sign-up of a project or game: the unit's own sign-up, or the button while it is open, or why it is closed. */
export function SignupPanel({ item }: { item: ContentDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const signup = item.signup;
  if (!signup) return null;
  let body;
  if (signup.mine) {
    body = (
      <p className="text-sm text-emerald-700">
        {t('content.signup.mine', {
          name: signup.mine.contactName,
          phone: signup.mine.phone,
          at: timeFormats.minute.format(signup.mine.createdAt),
        })}
      </p>
    );
  } else if (!signup.open) {
    body = <p className="text-sm text-slate-500">{t('content.signup.closed')}</p>;
  } else {
    body = <Button onClick={() => setOpen(true)}>{t('content.signup.open')}</Button>;
  }
  return (
    <section className="mt-6 flex flex-wrap items-center gap-4 rounded-lg border border-blue-100 bg-blue-50/60 p-4">
      <div className="flex-1 text-sm text-slate-700">
        {item.signupDeadline
          ? t('content.deadline', { date: timeFormats.minute.format(item.signupDeadline) })
          : t('content.signup.noDeadline')}
      </div>
      {body}
      {open ? <SignupDialog id={item.id} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
