import type { Lang, ParsedRequestOf, unit } from '../../../../contract';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import type { SessionContext } from '../../caller/sessions';
import { configCatalogue, featureOf } from './catalogue';
import { configRepo } from './repository';

/*
 * The path's companyId is checked against the session's unit by http/route.ts (access matrix `unitField`); the
 * queries below use the session's unit.
 */

/** Every configurable feature with its state in the unit. */
export async function list(deps: Deps, session: SessionContext, lang: Lang) {
  const set = await configRepo.ofUnit(deps.db, session.companyId!);
  return configCatalogue.map((f) => ({
    key: f.key,
    name: f.name[lang],
    description: f.description[lang],
    enabled: set.get(f.key) ?? f.enabled,
  }));
}

/** The keys switched on in the unit. */
export async function enabledKeys(deps: Deps, session: SessionContext) {
  const set = await configRepo.ofUnit(deps.db, session.companyId!);
  return configCatalogue.filter((f) => set.get(f.key) ?? f.enabled).map((f) => f.key);
}

type UpdateInput = ParsedRequestOf<typeof unit.companyConfigUpdate>;

/** Switches features of the unit; an unknown key refuses the whole change. */
export async function update(deps: Deps, session: SessionContext, input: UpdateInput) {
  const unknown = input.configs.find((c) => !featureOf(c.key));
  if (unknown) throw refuse.badRequest('e.configUnknown', unknown.key);
  await deps.db.transaction(async (tx) => {
    for (const c of input.configs) await configRepo.set(tx, session.companyId!, c.key, c.enabled);
  });
  return null;
}
