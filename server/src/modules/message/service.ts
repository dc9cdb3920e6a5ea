import type { Lang, ParsedRequestOf, message } from '../../../../contract';
import { fitsInt4 } from '../../db/ids';
import type { Deps } from '../../deps';
import type { SessionContext } from '../../caller/sessions';
import { messageRepo, type MessageRow, type Owner } from './repository';
import { localised } from './texts';

/** The session's user in the session's unit (the endpoints' access level guarantees both). */
function ownerOf(session: SessionContext): Owner {
  return { companyId: session.companyId!, userId: session.userId! };
}

function toMessage(row: MessageRow, lang: Lang): message.Message {
  return {
    id: row.id,
    type: row.type,
    ...localised(row, lang),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    target: row.targetKind !== null && row.targetId !== null ? { kind: row.targetKind, id: row.targetId } : null,
  };
}

type ListInput = ParsedRequestOf<typeof message.messageList>;

/** One page of the session's messages, in the caller's language. */
export async function list(deps: Deps, session: SessionContext, input: ListInput, lang: Lang) {
  const keyword = input.keyword?.trim();
  const { rows, total } = await messageRepo.page(
    deps.db,
    ownerOf(session),
    { read: input.read, type: input.type, keyword: keyword || undefined },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: rows.map((row) => toMessage(row, lang)), total };
}

export async function countUnread(deps: Deps, session: SessionContext) {
  return { count: await messageRepo.countUnread(deps.db, ownerOf(session)) };
}

/**
 * Marks messages read: the given ids, or all when none are given. The spec's call also carries userId and companyId;
 * they are ignored, the session decides whose messages change (another user's or unit's ids change nothing).
 */
export async function markRead(deps: Deps, session: SessionContext, ids: number[]) {
  if (ids.length === 0) return { updated: await messageRepo.markRead(deps.db, ownerOf(session), null, deps.now()) };
  // Ids no row can have match nothing; they must not mark everything either.
  const wanted = [...new Set(ids)].filter(fitsInt4);
  if (wanted.length === 0) return { updated: 0 };
  return { updated: await messageRepo.markRead(deps.db, ownerOf(session), wanted, deps.now()) };
}
