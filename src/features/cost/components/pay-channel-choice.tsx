import { useTranslation } from '@/lib/i18n';
import { usePayChannel } from '../use-pay-channel';

/**
 * The online channels to pay with, as radio buttons (arrow keys move between them), when the server offers more
 * than one (WeChat Pay and Alipay); nothing otherwise. The choice holds for every buy button of the console.
 */
export function PayChannelChoice({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { offered, chosen, pick } = usePayChannel();
  if (offered.length === 0) return null;
  return (
    <fieldset className={`flex flex-wrap items-center gap-2 text-sm ${className}`}>
      <legend className="float-left mr-2 text-xs text-slate-400">{t('cost.payWith')}</legend>
      {offered.map((channel) => (
        <label
          key={channel}
          className={`cursor-pointer rounded-lg border px-3 py-1.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-400 ${
            channel === chosen
              ? 'border-blue-500 bg-blue-50 font-medium text-blue-700'
              : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-50'
          }`}
        >
          <input
            type="radio"
            name="pay-channel"
            className="sr-only"
            value={channel}
            checked={channel === chosen}
            onChange={() => pick(channel)}
          />
          {t(`cost.order.channels.${channel}`)}
        </label>
      ))}
    </fieldset>
  );
}
