import type { ParsedRequestOf } from '../../../../contract';
import {
  searchKindPages,
  type quickSearch,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '../../../../contract/search';
import { roleOfSession } from '../../caller/grants';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { grantedPagePaths } from '../menu';
import { matchingKeys } from './unit-names';
import { searchRepo, type SearchTerms } from './repository';

/** Text that could be part of a number (application, authorisation): printable ASCII. */
const NUMBER_TEXT = /^[\x21-\x7e]+$/;

/** Administrators and seal keepers see the unit's applications and authorisations; a member only their own. */
const SEES_UNIT_ROWS = [0, 1, 2];

function group(kind: SearchKind, hits: SearchHit[], limit: number): SearchGroup {
  return { kind, hits: hits.slice(0, limit), more: hits.length > limit };
}

function joined(...parts: Array<string | null | undefined>): string {
  return parts.filter(Boolean).join(' · ');
}

/**
 * The palette's search: each kind only when the caller's menu opens its page, with the rows its list shows them.
 * Kinds run at once; the query's initials pick the unit's devices and members, which also find their applications
 * and authorisations.
 */
export async function quick(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof quickSearch>,
): Promise<{ groups: SearchGroup[] }> {
  const companyId = session.companyId!;
  const userId = session.userId!;
  const [role, pages] = await Promise.all([roleOfSession(deps, session), grantedPagePaths(deps, session)]);
  const opens = (kind: SearchKind) => pages.has(searchKindPages[kind]);
  const viewerId = SEES_UNIT_ROWS.includes(role) ? null : userId;
  const { q, limit } = input;
  const [deviceIds, userIds] = await Promise.all([
    matchingKeys(deps, `devices:${companyId}`, q, () => searchRepo.deviceNames(deps.db, companyId)),
    matchingKeys(deps, `members:${companyId}`, q, () => searchRepo.memberNames(deps.db, companyId)),
  ]);
  const terms: SearchTerms = { text: q, numbers: NUMBER_TEXT.test(q), deviceIds, userIds };
  const db = deps.db;

  const searches: Array<Promise<SearchGroup | null>> = [
    opens('device')
      ? searchRepo.devices(db, companyId, deviceIds, limit).then((rows) =>
          group(
            'device',
            rows.map((r) => ({
              kind: 'device',
              key: r.deviceId,
              title: r.name,
              detail: joined(r.deviceId, r.address),
            })),
            limit,
          ),
        )
      : Promise.resolve(null),
    opens('member')
      ? searchRepo.members(db, companyId, userIds, limit).then((rows) =>
          group(
            'member',
            rows.map((r) => ({ kind: 'member', key: String(r.userId), title: r.name, detail: r.mobile })),
            limit,
          ),
        )
      : Promise.resolve(null),
    opens('application')
      ? searchRepo.applications(db, companyId, viewerId, terms, limit).then((rows) =>
          group(
            'application',
            rows.map((r) => ({
              kind: 'application',
              key: String(r.id),
              title: joined(r.deviceName, r.fileType),
              detail: joined(r.applyNo, r.applicantName, r.reason),
            })),
            limit,
          ),
        )
      : Promise.resolve(null),
    opens('authorization')
      ? searchRepo.authorizations(db, companyId, viewerId, terms, limit).then((rows) =>
          group(
            'authorization',
            rows.map((r) => ({
              kind: 'authorization',
              key: String(r.id),
              title: joined(r.deviceName ?? r.deviceId, r.userName),
              detail: joined(r.empowerNo, r.deviceId),
            })),
            limit,
          ),
        )
      : Promise.resolve(null),
  ];
  const groups = (await Promise.all(searches)).filter((g): g is SearchGroup => g !== null && g.hits.length > 0);
  return { groups };
}
