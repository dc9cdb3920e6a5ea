import type { cost, ParsedRequestOf } from '../../../../contract';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { costRepo } from './repository';
import { actOut } from './sandbox-cashier';
import { detail } from './service';

/** The cashier's call: the order of the unit, acted on by the sandbox channel, then as it is now. */
export async function payBySandbox(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof cost.sandboxPay>,
) {
  const row = await costRepo.byId(deps.db, session.companyId!, input.id);
  if (!row) throw refuse.notFound();
  const outcome = await actOut(deps, row.order, input.scenario);
  return { outcome, order: await detail(deps, session, input.id) };
}
