import type { ParsedRequestOf } from '../../../../contract';
import {
  searchKindPages,
  searchKinds,
  type quickSearch,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '../../../../contract/search';
import { seesUnitRows } from '../../access/policy';
import { roleOfSession } from '../../caller/grants';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { grantedPagePaths } from '../menu';
import { matchingKeys } from './unit-names';
import { searchRepo, type SearchTerms } from './repository';

/** Text that could be part of a number (application, authorisation): printable ASCII. */
const NUMBER_TEXT = /^[\x21-\x7e]+$/;

function joined(...parts: Array<string | null | undefined>): string {
  return parts.filter(Boolean).join(' · ');
}

/** A found row as the palette shows it: the key its page takes, a title and a second line. */
type Hit = Omit<SearchHit, 'kind'>;

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
  // Administrators and seal keepers see the unit's applications and authorisations, a member only their own.
  const viewerId = seesUnitRows(role) ? null : userId;
  const { q, limit } = input;
  const db = deps.db;
  const [deviceIds, userIds] = await Promise.all([
    matchingKeys(deps, `devices:${companyId}`, q, () => searchRepo.deviceNames(db, companyId)),
    matchingKeys(deps, `members:${companyId}`, q, () => searchRepo.memberNames(db, companyId)),
  ]);
  const terms: SearchTerms = { text: q, numbers: NUMBER_TEXT.test(q), deviceIds, userIds };

  const searches: Record<SearchKind, () => Promise<Hit[]>> = {
    device: async () =>
      (await searchRepo.devices(db, companyId, deviceIds, limit)).map((r) => ({
        key: r.deviceId,
        title: r.name,
        detail: joined(r.deviceId, r.address),
      })),
    member: async () =>
      (await searchRepo.members(db, companyId, userIds, limit)).map((r) => ({
        key: String(r.userId),
        title: r.name,
        detail: r.mobile,
      })),
    application: async () =>
      (await searchRepo.applications(db, companyId, viewerId, terms, limit)).map((r) => ({
        key: String(r.id),
        title: joined(r.deviceName, r.fileType),
        detail: joined(r.applyNo, r.applicantName, r.reason),
      })),
    authorization: async () =>
      (await searchRepo.authorizations(db, companyId, viewerId, terms, limit)).map((r) => ({
        key: String(r.id),
        title: joined(r.deviceName ?? r.deviceId, r.userName),
        detail: joined(r.empowerNo, r.deviceId),
      })),
  };
  const groups = await Promise.all(
    searchKinds
      .filter((kind) => pages.has(searchKindPages[kind]))
      .map(async (kind): Promise<SearchGroup> => {
        const hits = await searches[kind]();
        return { kind, hits: hits.slice(0, limit).map((h) => ({ kind, ...h })), more: hits.length > limit };
      }),
  );
  return { groups: groups.filter((g) => g.hits.length > 0) };
}
