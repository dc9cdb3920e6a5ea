import { z } from 'zod/mini';
import { useRecord, type ParsedRequestOf } from '../../../../contract';
import { applicationRows, listQueryOf } from '../apply';
import { orderRows } from '../cost';
import { deviceRows } from '../device';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { applyStateName, labelsOf, nameOf } from '../../lib/document-labels';
import { dayEnd, dayStart, localTimestamp } from '../../lib/local-time';
import { operateLogExportSource } from '../audit';
import { assertFilterIds, authorizationRows, type AuthRow, type Caller, listFilterOf } from '../authorization';
import { assertUseFilterIds, exactTotal, recordFilterOf, useRecordRows, type UseRow } from '../use-record';
import type { Cell } from './sheet';

/*
 * What each export type writes. The rows come from the same query builders as the lists (authorisation list:
 * authorizationRows + listFilterOf; use-record list: useRecordRows/recordWhere + recordFilterOf), in the same order, for the
 * same caller: an export holds exactly the rows the list shows that caller for those filters.
 */

export interface ExportSource {
  columns: readonly string[];
  total(): Promise<number>;
  batches(): AsyncIterable<Cell[][]>;
}

const BATCH = 1000;
/** Exports are written in Chinese: a job does not keep the caller's language (export_jobs has no column for it). */
const labels = labelsOf('zh-CN');

const time = (d: Date | null) => (d ? localTimestamp(d) : null);

const recordColumns = [
  '记录编号',
  '设备编号',
  '设备名称',
  '授权编号',
  '用印人',
  '部门',
  '用印类型',
  '用印时间',
  '纬度',
  '经度',
  '地点',
  '是否异常',
  '异常类型',
  '照片数',
];

function recordCells(r: UseRow): Cell[] {
  return [
    r.id,
    r.deviceId,
    r.deviceName,
    r.empowerNo,
    r.userName,
    r.departmentName,
    nameOf(labels.useType, r.useType),
    time(r.usedAt),
    r.latitude,
    r.longitude,
    r.address,
    r.exception ? labels.yes : labels.no,
    nameOf(labels.exceptionKind, r.exceptionKind),
    r.photoCount,
  ];
}

const authColumns = [
  '授权编号',
  '设备编号',
  '设备名称',
  '被授权人',
  '部门',
  '申请编号',
  '文件类型',
  '用印事由',
  '授权次数',
  '已用次数',
  '开始时间',
  '截止时间',
  '状态',
  '结束原因',
  '授权人',
  '授权时间',
];

function authCells(r: AuthRow, now: Date): Cell[] {
  const state = r.state <= 6 && [0, 3, 4, 5].includes(r.state) && r.validTo <= now ? 1 : r.state;
  return [
    r.empowerNo,
    r.deviceId,
    r.deviceName,
    r.userName,
    r.departmentName,
    r.applyNo,
    r.fileType,
    r.reason,
    r.useCount,
    r.usedCount,
    time(r.validFrom),
    time(r.validTo),
    nameOf(labels.authState, state),
    nameOf(labels.endReason, r.endReason),
    r.grantedByName,
    time(r.createdAt),
  ];
}

function parsed<T extends z.ZodMiniType>(schema: T, filters: Record<string, unknown>): z.output<T> {
  const result = schema.safeParse(filters);
  if (!result.success) throw refuse.badRequest('v.invalid');
  return result.data;
}

/** Use records (3) and use details (10: with the authorisation's reason, file type and counts). */
async function recordSource(deps: Deps, caller: Caller, filters: Record<string, unknown>, details: boolean) {
  const input = parsed(useRecord.exportFilters[details ? 10 : 3], filters) as Omit<
    ParsedRequestOf<typeof useRecord.useRecordList>,
    'pageNum' | 'pageSize'
  >;
  await assertUseFilterIds(deps.db, caller, input);
  const filter = recordFilterOf(caller, input);
  const auths = new Map<number, AuthRow | undefined>();
  const source: ExportSource = {
    columns: details ? [...recordColumns, '用印事由', '文件类型', '授权次数', '已用次数'] : recordColumns,
    total: () => exactTotal(deps, caller.companyId, filter),
    async *batches() {
      let position: { usedAt: Date; id: number } | null = null;
      for (;;) {
        const rows = await useRecordRows.after(deps.db, caller.companyId, filter, position, BATCH);
        if (rows.length === 0) return;
        const out: Cell[][] = [];
        for (const r of rows) {
          const cells = recordCells(r);
          if (details) {
            let auth: AuthRow | undefined;
            if (r.authorizationId !== null) {
              if (!auths.has(r.authorizationId)) {
                auths.set(
                  r.authorizationId,
                  await authorizationRows.byId(deps.db, caller.companyId, r.authorizationId),
                );
              }
              auth = auths.get(r.authorizationId);
            }
            cells.push(auth?.reason ?? null, auth?.fileType ?? null, auth?.useCount ?? null, auth?.usedCount ?? null);
          }
          out.push(cells);
        }
        yield out;
        const last = rows[rows.length - 1]!;
        position = { usedAt: last.usedAt, id: last.id };
        if (rows.length < BATCH) return;
      }
    },
  };
  return source;
}

async function authSource(deps: Deps, caller: Caller, filters: Record<string, unknown>) {
  const input = parsed(useRecord.exportFilters[2], filters);
  await assertFilterIds(deps.db, caller.companyId, input);
  const filter = listFilterOf(caller, input);
  const source: ExportSource = {
    columns: authColumns,
    total: () => authorizationRows.count(deps.db, caller.companyId, filter),
    async *batches() {
      await authorizationRows.expireDue(deps.db, caller.companyId, deps.now());
      for (let offset = 0; ; offset += BATCH) {
        const rows = await authorizationRows.batch(deps.db, caller.companyId, filter, offset, BATCH);
        if (rows.length === 0) return;
        yield rows.map((r) => authCells(r, deps.now()));
        if (rows.length < BATCH) return;
      }
    },
  };
  return source;
}

/** Applications (11): the application list's scope and filter for the caller (apply/service.ts listQueryOf). */
async function applicationSource(deps: Deps, caller: Caller, filters: Record<string, unknown>) {
  const input = { ...parsed(useRecord.exportFilters[11], filters), pageNum: 1, pageSize: 1 };
  if (input.deviceId && !(await deviceRows.byDeviceId(deps.db, caller.companyId, input.deviceId.trim()))) {
    throw refuse.notFound();
  }
  const { scope, filter } = listQueryOf(caller, input);
  const source: ExportSource = {
    columns: ['申请编号', '申请人', '设备', '文件类型', '用印次数', '用印事由', '审批状态', '提交时间'],
    total: async () => (await applicationRows.page(deps.db, caller.companyId, scope, filter, 0, 1)).total,
    async *batches() {
      for (let offset = 0; ; offset += BATCH) {
        const { rows } = await applicationRows.page(deps.db, caller.companyId, scope, filter, offset, BATCH);
        if (rows.length === 0) return;
        yield rows.map((r) => [
          r.applyNo,
          r.applicantName,
          r.deviceName,
          r.fileType,
          r.useCount,
          r.reason,
          applyStateName(labels, r.state, r.outcome),
          time(r.submittedAt ?? r.updatedAt),
        ]);
        if (rows.length < BATCH) return;
      }
    },
  };
  return source;
}

const yuan = (fen: number) => fen / 100;

/** Orders (1): the cost center's order list for the caller's unit and filters, newest first, money in yuan. */
async function orderSource(deps: Deps, caller: Caller, filters: Record<string, unknown>) {
  const input = parsed(useRecord.exportFilters[1], filters);
  const filter = {
    payState: input.payState,
    keyword: input.keyword?.trim() || undefined,
    from: input.dateFrom ? dayStart(input.dateFrom) : undefined,
    to: input.dateTo ? dayEnd(input.dateTo) : undefined,
  };
  const source: ExportSource = {
    columns: [
      '订单号',
      '订单内容',
      '下单人',
      '订单金额（元）',
      '实付（元）',
      '已退款（元）',
      '支付状态',
      '订单状态',
      '下单时间',
      '支付时间',
    ],
    total: async () => (await orderRows.page(deps.db, caller.companyId, filter, 0, 1)).total,
    async *batches() {
      for (let offset = 0; ; offset += BATCH) {
        const { list } = await orderRows.page(deps.db, caller.companyId, filter, offset, BATCH);
        if (list.length === 0) return;
        yield list.map(({ order: o, createdByName }) => [
          o.orderNo,
          o.title,
          createdByName,
          yuan(o.amountFen),
          yuan(o.paidFen),
          yuan(o.refundedFen),
          nameOf(labels.payState, o.payState),
          nameOf(labels.orderState, o.state),
          time(o.createdAt),
          time(o.paidAt),
        ]);
        if (list.length < BATCH) return;
      }
    },
  };
  return source;
}

/** The files' (and their sheets') names: the console's words for the lists they come from (menu 使用记录). */
export const exportNames: Record<useRecord.ExportType, string> = {
  1: '订单记录',
  2: '授权记录',
  3: '使用记录',
  10: '使用明细',
  11: '申请记录',
};

/** The source of an export. */
export async function sourceOf(
  deps: Deps,
  caller: Caller,
  exportType: useRecord.ExportType,
  filters: Record<string, unknown>,
): Promise<ExportSource> {
  switch (exportType) {
    case 1:
      return orderSource(deps, caller, filters);
    case 2:
      return authSource(deps, caller, filters);
    case 3:
      return recordSource(deps, caller, filters, false);
    case 10:
      return recordSource(deps, caller, filters, true);
    case 11:
      return applicationSource(deps, caller, filters);
  }
}

/** The export types of system accounts' jobs (export_jobs.export_type beside the unit types above). */
export const systemExportTypes = { operateLog: 50 } as const;

/** The source of a system account's export: its filters were fixed in the caller's scope when it was asked for. */
export function systemSourceOf(deps: Deps, exportType: number, filters: unknown): ExportSource & { title: string } {
  if (exportType === systemExportTypes.operateLog) return operateLogExportSource(deps, filters);
  throw new Error(`unknown system export type ${exportType}`);
}
