import { Button } from '../ui/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCountdown } from './use-countdown';

export const RESEND_SECONDS = 60;

interface Props {
  /** Checks the phone field and asks the server for a code; resolves to the wait before the next send. */
  onSend: () => Promise<number | null>;
}

/** "Get code" that counts down 60 s after a send, then enables itself again. */
export function SmsCodeButton({ onSend }: Props) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait !== null) start(wait);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      type="button"
      variant="secondary"
      className="w-36 shrink-0"
      disabled={left > 0 || sending}
      loading={sending}
      onClick={() => void send()}
    >
      {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
    </Button>
  );
}
