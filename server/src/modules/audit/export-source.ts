import { z } from 'zod/mini';
import { audit, formatMessage } from '../../../../contract';
import type { SessionContext } from '../../caller/sessions';
import type { Deps } from '../../deps';
import { localTimestamp } from '../../lib/local-time';
import { auditRepo } from './repository';
import { operateFilter, operateRecordOf, scopedOperateFilters } from './service';

/*
 * The operate log as an export (the export module runs it as a system account's job). An export holds the rows the
 * list showed when it was asked for: the filter is fixed then, in the caller's scope, with the newest record's id, so
 * records appended while it runs (its own creation among them) are not in it.
 */

const BATCH = 1000;

/** What an audit-log export job stores: the list's filter in the caller's scope, up to the newest record then. */
const storedFilter = z.object({
  ...audit.operateLogFilters,
  untilId: z.int(),
});
type StoredFilter = z.output<typeof storedFilter>;

export async function operateLogExportFilter(
  deps: Deps,
  session: SessionContext,
  input: audit.OperateLogFilters,
): Promise<StoredFilter> {
  return { ...scopedOperateFilters(session, input), untilId: await auditRepo.lastId(deps.db) };
}

/** The console's column names (the operate log's table). */
const columns = ['时间', '单位', '操作人', '接口', '对象', '结果', '原因', 'IP', '客户端', '日志链', '序号'];

function targetsText(targets: audit.OperateRecord['targets']): string {
  return Object.entries(targets)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : value}`)
    .join('  ');
}

function cellsOf(r: audit.OperateRecord) {
  return [
    localTimestamp(new Date(r.at)),
    r.companyId === null ? '系统' : r.companyName,
    r.person,
    r.call,
    targetsText(r.targets),
    r.resultCode === 0 ? '成功' : `失败（${r.resultCode}）`,
    r.reason === null ? null : formatMessage(r.reason, 'zh-CN'),
    r.ip,
    r.userAgent,
    r.chain,
    r.seq,
  ];
}

/** The rows of a stored audit-log export, newest first in keyset batches (the list's order). */
export function operateLogExportSource(deps: Deps, stored: unknown) {
  const f = storedFilter.parse(stored);
  const filter = { ...operateFilter(f), untilId: f.untilId };
  return {
    title: '操作日志',
    columns,
    total: async () => (await auditRepo.page(deps.db, filter, 0, 1)).total,
    async *batches() {
      let position: { at: Date; id: number } | null = null;
      for (;;) {
        const rows = await auditRepo.after(deps.db, filter, position, BATCH);
        if (rows.length === 0) return;
        yield rows.map((row) => cellsOf(operateRecordOf(row)));
        const last = rows[rows.length - 1]!.record;
        position = { at: last.at, id: last.id };
        if (rows.length < BATCH) return;
      }
    },
  };
}
