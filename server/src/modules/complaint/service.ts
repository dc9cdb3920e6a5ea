import { dictionary, type complaint, type MessageTextKey, type ParsedRequestOf } from '../../../../contract';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import type { SessionContext } from '../../caller/sessions';
import { entryOfType } from '../dictionary';
import { fileRows, signedFileUrl } from '../file';
import { messageRows, messageTextsOf } from '../message';
import { accountName } from '../sys-org';
import { complaintRepo, type ComplaintFilter } from './repository';

/*
 * Complaints and advice:
 * - a member submits one in the chosen unit: a category of the dictionary's complaint categories, the text and up to
 *   three screenshots they uploaded themselves; they see only their own, another unit's or member's is not found;
 * - the platform assigns it to a system account (pending -> processing), replies (a later reply replaces the earlier)
 *   and resolves it once replied (-> resolved, final);
 * - every step is kept in its progress and told to the submitter in the message centre, in the same transaction.
 */

const CATEGORY = dictionary.dictTypeCodes.complaintCategory;

type Row = NonNullable<Awaited<ReturnType<typeof complaintRepo.byId>>>;

/** The first words of the text, for messages. */
const excerpt = (text: string) => (text.length > 20 ? `${text.slice(0, 20)}…` : text);

async function tell(
  deps: Deps,
  db: Db,
  row: Row,
  step: 'submitted' | 'assigned' | 'replied' | 'resolved',
  args: string[],
) {
  await messageRows.insert(
    db,
    { companyId: row.companyId, userId: row.userId },
    {
      type: 'system',
      createdAt: deps.now(),
      ...messageTextsOf(
        `m.complaint.${step}.title` as MessageTextKey,
        `m.complaint.${step}.content` as MessageTextKey,
        [row.categoryName, excerpt(row.content), ...args],
      ),
    },
  );
}

function summaryOf(row: Row): complaint.ComplaintSummary {
  return {
    id: row.id,
    categoryName: row.categoryName,
    content: row.content,
    state: row.state,
    companyName: row.companyName,
    submitterName: row.submitterName,
    assigneeName: row.assigneeName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function detailOf(deps: Deps, row: Row): Promise<complaint.ComplaintDetail> {
  const [shots, events] = await Promise.all([
    complaintRepo.filesOf(deps.db, row.id),
    complaintRepo.eventsOf(deps.db, row.id),
  ]);
  return {
    ...summaryOf(row),
    submitterMobile: row.submitterMobile,
    assigneeId: row.assigneeId,
    reply: row.reply,
    screenshots: shots.map((f) => ({
      fileId: f.fileId,
      name: f.name,
      url: signedFileUrl(deps, f.companyId, f.fileId),
    })),
    events: events.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

async function page(deps: Deps, filter: ComplaintFilter, input: { pageNum: number; pageSize: number }) {
  const { list, total } = await complaintRepo.page(
    deps.db,
    filter,
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: list.map(summaryOf), total };
}

const ownerOf = (session: SessionContext) => ({ companyId: session.companyId!, userId: session.userId! });

// The member's side

export async function submit(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof complaint.complaintSubmit>,
) {
  const owner = ownerOf(session);
  const id = await deps.db.transaction(async (tx) => {
    if (!(await entryOfType(tx, CATEGORY, input.categoryId))) throw refuse.badRequest('e.complaintCategoryUnknown');
    const fileIds = [...new Set(input.fileIds)];
    const found = await fileRows.byIds(tx, owner.companyId, fileIds);
    if (found.length !== fileIds.length) throw refuse.notFound();
    if (found.some((f) => f.uploaderId !== owner.userId)) throw refuse.badRequest('e.complaintScreenshot');
    const now = deps.now();
    const newId = await complaintRepo.insert(tx, {
      ...owner,
      categoryId: input.categoryId,
      content: input.content,
      createdAt: now,
      updatedAt: now,
    });
    await complaintRepo.addFiles(tx, newId, fileIds);
    const row = (await complaintRepo.byId(tx, newId))!;
    await complaintRepo.addEvent(tx, { complaintId: newId, kind: 'submitted', actorName: row.submitterName, at: now });
    await tell(deps, tx, row, 'submitted', []);
    return newId;
  });
  return { id };
}

export async function mine(deps: Deps, session: SessionContext, input: { pageNum: number; pageSize: number }) {
  return page(deps, { owner: ownerOf(session) }, input);
}

export async function mineDetail(deps: Deps, session: SessionContext, id: number) {
  const row = await complaintRepo.byId(deps.db, id, ownerOf(session));
  if (!row) throw refuse.notFound();
  return detailOf(deps, row);
}

// The platform's side

export async function list(
  deps: Deps,
  session: SessionContext,
  input: ParsedRequestOf<typeof complaint.complaintManageList>,
) {
  return page(
    deps,
    {
      state: input.state,
      categoryId: input.categoryId,
      keyword: input.keyword?.trim() || undefined,
      assigneeId: input.mine ? session.sysAccountId! : undefined,
    },
    input,
  );
}

export async function detail(deps: Deps, id: number) {
  const row = await complaintRepo.byId(deps.db, id);
  if (!row) throw refuse.notFound();
  return detailOf(deps, row);
}

/** Runs one step on an open complaint under its row lock: the step's change, its progress entry and the message. */
async function step(
  deps: Deps,
  session: SessionContext,
  id: number,
  act: (tx: Db, row: Row, actor: string, now: Date) => Promise<void>,
): Promise<null> {
  await deps.db.transaction(async (tx) => {
    await complaintRepo.lock(tx, id);
    const row = await complaintRepo.byId(tx, id);
    if (!row) throw refuse.notFound();
    if (row.state === 'resolved') throw refuse.badRequest('e.complaintResolved');
    const actor = (await accountName(tx, session.sysAccountId!)) ?? '';
    await act(tx, row, actor, deps.now());
  });
  return null;
}

export async function assign(deps: Deps, session: SessionContext, input: { id: number; assigneeId: number }) {
  return step(deps, session, input.id, async (tx, row, actor, now) => {
    const assignee = await accountName(tx, input.assigneeId);
    if (assignee === undefined) throw refuse.notFound();
    await complaintRepo.update(tx, row.id, { assigneeId: input.assigneeId, state: 'processing', updatedAt: now });
    await complaintRepo.addEvent(tx, {
      complaintId: row.id,
      kind: 'assigned',
      actorName: actor,
      detail: assignee,
      at: now,
    });
    await tell(deps, tx, row, 'assigned', [assignee]);
  });
}

export async function reply(deps: Deps, session: SessionContext, input: { id: number; reply: string }) {
  return step(deps, session, input.id, async (tx, row, actor, now) => {
    // Replying takes the complaint on: unassigned, it becomes the replier's.
    const assigneeId = row.assigneeId ?? session.sysAccountId!;
    await complaintRepo.update(tx, row.id, { reply: input.reply, assigneeId, state: 'processing', updatedAt: now });
    await complaintRepo.addEvent(tx, {
      complaintId: row.id,
      kind: 'replied',
      actorName: actor,
      detail: input.reply,
      at: now,
    });
    await tell(deps, tx, row, 'replied', [actor, input.reply]);
  });
}

export async function resolve(deps: Deps, session: SessionContext, id: number) {
  return step(deps, session, id, async (tx, row, actor, now) => {
    if (!row.reply) throw refuse.badRequest('e.complaintNoReply');
    await complaintRepo.update(tx, row.id, { state: 'resolved', updatedAt: now });
    await complaintRepo.addEvent(tx, { complaintId: row.id, kind: 'resolved', actorName: actor, at: now });
    await tell(deps, tx, row, 'resolved', []);
  });
}

/** How many complaints of every unit are not resolved yet (the system home's figure). */
export function openComplaintCount(deps: Deps): Promise<number> {
  return complaintRepo.openCount(deps.db);
}
