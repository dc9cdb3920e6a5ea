import { document as documentContract, type ParsedRequestOf } from '../../../../contract';
import { ADMINS } from '../../access/policy';
import { grantsOf } from '../../caller/grants';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { ruleRepo } from './repository';

/** The unit's rule, or the defaults until an administrator saves one. */
export async function ruleOf(deps: Deps, companyId: number): Promise<documentContract.WatermarkRule> {
  const row = await ruleRepo.byUnit(deps.db, companyId);
  return row
    ? {
        textTemplate: row.textTemplate,
        opacity: row.opacity,
        angle: row.angle,
        markAttachments: row.markAttachments,
        markEvidence: row.markEvidence,
      }
    : documentContract.DEFAULT_RULE;
}

/**
 * Administrators change the rule; it takes effect for copies issued from now on (a download copy made under the old
 * text, opacity or angle is made again at the member's next download: download-copy.ts).
 */
export async function updateRule(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof documentContract.ruleUpdate>,
) {
  const { role } = await grantsOf(deps, session);
  if (role === null || !ADMINS.includes(role)) throw refuse.forbidden();
  await ruleRepo.upsert(deps.db, { companyId: session.companyId!, ...input, updatedAt: deps.now() });
  return ruleOf(deps, session.companyId!);
}

/** The visible text of one copy: the template with its placeholders filled in. */
export function visibleText(template: string, fields: { unit: string; name: string; time: string; number: string }) {
  return template.replace(/\{(unit|name|time|number)\}/g, (_, key: keyof typeof fields) => fields[key]);
}
