import type { cost, ParsedRequestOf } from '../../../../contract';
import type { SmsBilledTo, SmsDelivery } from '../../../../contract/cost';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import type { DomainEvents } from '../../events';
import { lockQuota, quotaLimitOf } from '../quota';
import { afterCommit } from '../../db/ambient';
import { deliverReminders } from './sms-delivery';
import { smsRepo } from './sms-repository';

/*
 * Reminder SMS (spec section 9, the free-SMS-reminders quota): each member reminded gets one, paid first by the
 * unit's free quota, then by an SMS package it bought; with both used up none is sent (the in-app message still is).
 * Counted in the reminding transaction, after the quota's lock, so two reminders at once cannot both take the last.
 */
export async function countReminderSms(deps: Deps, event: DomainEvents['membersReminded']): Promise<void> {
  const { tx, companyId, userIds, subject, now } = event;
  if (userIds.length === 0) return;
  const paid: number[] = [];
  await lockQuota(tx, companyId, 'freeSmsReminders');
  const limit = await quotaLimitOf(tx, companyId, 'freeSmsReminders');
  let freeUsed = await smsRepo.freeUsed(tx, companyId);
  for (const userId of userIds) {
    let billedTo: SmsBilledTo = 'none';
    if (freeUsed < limit) {
      billedTo = 'free';
      freeUsed++;
    } else if (await smsRepo.takeFromPackage(tx, companyId, now)) {
      billedTo = 'package';
    }
    const delivery = billedTo === 'none' ? null : 'pending';
    const id = await smsRepo.insert(tx, { companyId, userId, subject, billedTo, sentAt: now, delivery });
    if (delivery) paid.push(id);
  }
  // The gateway is called once the reminder committed: a rolled-back reminder sends nothing.
  // One that fails here stays "pending" in the records.
  afterCommit(() => void deliverReminders(deps, paid, subject).catch(() => undefined));
}

export async function smsSummary(deps: Deps, session: SessionContext) {
  const companyId = session.companyId!;
  const [freeLimit, freeUsed, packages] = await Promise.all([
    quotaLimitOf(deps.db, companyId, 'freeSmsReminders'),
    smsRepo.freeUsed(deps.db, companyId),
    smsRepo.packageTotals(deps.db, companyId),
  ]);
  return {
    freeLimit,
    freeUsed,
    packageUnits: packages.units,
    packageLeft: Math.max(0, packages.units - packages.used),
  };
}

export async function smsList(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof cost.smsReminderList>,
) {
  const { list, total } = await smsRepo.page(
    deps.db,
    session.companyId!,
    input.billedTo,
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return {
    list: list.map(({ row, userName }) => ({
      id: row.id,
      userName,
      subject: row.subject,
      billedTo: row.billedTo as SmsBilledTo,
      sentAt: row.sentAt.toISOString(),
      delivery: row.delivery as SmsDelivery | null,
    })),
    total,
  };
}
