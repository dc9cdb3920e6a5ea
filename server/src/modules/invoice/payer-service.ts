import type { invoice, ParsedRequestOf } from '../../../../contract';
import { MAX_PAYERS, type Payer } from '../../../../contract/invoice';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { payerRepo, type PayerRow, type PayerValues } from './repository';

/*
 * A unit's payers: at most MAX_PAYERS; exactly one is the default whenever there is any (the first one added, one
 * marked default, or, when the default is deleted, the most recently changed other one). Changes of one unit's payers
 * run one after the other (an advisory lock on the unit), so two concurrent "make default" end with one default.
 */

type PayerInput = ParsedRequestOf<typeof invoice.payerAdd>;

export function toPayer(row: PayerRow): Payer {
  return {
    id: row.id,
    payerType: row.payerType,
    title: row.title,
    taxNumber: row.taxNumber,
    address: row.address,
    phone: row.phone,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    isDefault: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valuesOf(input: PayerInput, now: Date): Omit<PayerValues, 'isDefault'> {
  return {
    payerType: input.payerType,
    title: input.title,
    taxNumber: input.taxNumber ?? null,
    address: input.address ?? null,
    phone: input.phone ?? null,
    bankName: input.bankName ?? null,
    bankAccount: input.bankAccount ?? null,
    updatedAt: now,
  };
}

export async function list(deps: Deps, session: SessionContext): Promise<Payer[]> {
  return (await payerRepo.list(deps.db, session.companyId!)).map(toPayer);
}

export async function add(deps: Deps, session: SessionContext, input: PayerInput) {
  const companyId = session.companyId!;
  return deps.db.transaction(async (tx) => {
    await payerRepo.lockUnit(tx, companyId);
    const existing = await payerRepo.count(tx, companyId);
    if (existing >= MAX_PAYERS) throw refuse.badRequest('e.payerLimit', MAX_PAYERS);
    const isDefault = input.isDefault || existing === 0;
    if (isDefault) await payerRepo.clearDefault(tx, companyId);
    const id = await payerRepo.insert(tx, companyId, { ...valuesOf(input, deps.now()), isDefault });
    return { id };
  });
}

export async function update(deps: Deps, session: SessionContext, input: ParsedRequestOf<typeof invoice.payerUpdate>) {
  const companyId = session.companyId!;
  await deps.db.transaction(async (tx) => {
    await payerRepo.lockUnit(tx, companyId);
    const current = await payerRepo.byId(tx, companyId, input.id);
    if (!current) throw refuse.notFound();
    // The default stays the default until another one is made default (unmarking it alone would leave none).
    const isDefault = input.isDefault || current.isDefault;
    if (isDefault) await payerRepo.clearDefault(tx, companyId, input.id);
    await payerRepo.update(tx, companyId, input.id, { ...valuesOf(input, deps.now()), isDefault });
  });
  return null;
}

export async function remove(deps: Deps, session: SessionContext, id: number) {
  const companyId = session.companyId!;
  await deps.db.transaction(async (tx) => {
    await payerRepo.lockUnit(tx, companyId);
    const removed = await payerRepo.remove(tx, companyId, id);
    if (!removed) throw refuse.notFound();
    if (!removed.isDefault) return;
    const [next] = await payerRepo.list(tx, companyId);
    if (next) await payerRepo.setDefault(tx, next.id);
  });
  return null;
}
