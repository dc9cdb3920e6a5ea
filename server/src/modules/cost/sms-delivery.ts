import type { Deps } from '../../deps';
import { SmsSendError } from '../../lib/sms';
import { smsRepo } from './sms-repository';

/**
 * Sends committed reminder SMS through the gateway (the notice template, with what waits as its parameter) and keeps
 * per recipient what came of it, for the unit's SMS records: 'sent', or the failure the user is told of, with the
 * vendor's code. One recipient's failure does not stop the others; nothing is retried (a reminder is not worth a
 * duplicate message).
 */
export async function deliverReminders(deps: Deps, ids: number[], subject: string): Promise<void> {
  for (const { id, mobile } of await smsRepo.pending(deps.db, ids)) {
    try {
      await deps.sms.sendNotice(mobile, { subject });
      await smsRepo.setDelivery(deps.db, id, 'sent', null);
    } catch (error) {
      const failed =
        error instanceof SmsSendError ? error : new SmsSendError('unavailable', 'internal', true, String(error));
      await smsRepo.setDelivery(deps.db, id, failed.failure, failed.vendorCode);
    }
  }
}
