import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { complaintEvents, complaints, dictionaries, memberships, sysAccounts, sysDepartments, users } from '../schema';

/**
 * The system side's registries: the dictionary's types and entries (reference data: the console offers them as
 * choices, so every installation needs them), and for the demo the platform's departments and a few complaints.
 */

const DICTIONARY: Array<{ code: string; name: string; remark: string; entries: Array<[code: string, name: string]> }> =
  [
    {
      code: 'complaint_category',
      name: '投诉建议类型',
      remark: '成员提交投诉建议时选择的类型',
      entries: [
        ['advice', '功能建议'],
        ['fault', '产品故障'],
        ['service', '服务投诉'],
        ['other', '其他'],
      ],
    },
    {
      code: 'industry',
      name: '所属行业',
      remark: '单位信息中的行业',
      entries: [
        ['manufacturing', '制造业'],
        ['finance', '金融业'],
        ['it', '信息技术服务业'],
        ['construction', '建筑业'],
        ['trade', '批发和零售业'],
        ['public', '公共管理和社会组织'],
        ['other', '其他'],
      ],
    },
    {
      code: 'default_file_type',
      name: '默认文件类型',
      remark: '新单位创建时自带的文件类型，单位可再自行增删',
      entries: [
        ['contract', '合同'],
        ['agreement', '协议'],
        ['letter', '公函'],
        ['certificate', '证明'],
        ['other', '其他'],
      ],
    },
  ];

/** Adds the types the product reads and their entries, each only when its type is missing. Idempotent. */
export async function seedDictionary(db: Db): Promise<void> {
  for (const [typeSort, type] of DICTIONARY.entries()) {
    const found = await db
      .select({ id: dictionaries.id })
      .from(dictionaries)
      .where(and(isNull(dictionaries.parentId), eq(dictionaries.code, type.code)));
    if (found[0]) continue;
    const [row] = await db
      .insert(dictionaries)
      .values({ code: type.code, name: type.name, remark: type.remark, sort: typeSort })
      .returning({ id: dictionaries.id });
    await db
      .insert(dictionaries)
      .values(type.entries.map(([code, name], sort) => ({ parentId: row!.id, code, name, sort })));
  }
}

const DEPARTMENTS: Array<[name: string, children: string[]]> = [
  ['平台运营中心', ['客户服务部', '审核部']],
  ['技术支持中心', ['运维部', '产品部']],
];

/** The demo's platform departments (when there are none yet), with the system administrator in the first. */
export async function seedSysDepartments(db: Db, sysadmin: string): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(sysDepartments);
  if ((existing?.n ?? 0) > 0) return;
  let first: number | undefined;
  for (const [sort, [name, children]] of DEPARTMENTS.entries()) {
    const [top] = await db.insert(sysDepartments).values({ name, sort }).returning({ id: sysDepartments.id });
    first ??= top!.id;
    await db.insert(sysDepartments).values(children.map((child, i) => ({ parentId: top!.id, name: child, sort: i })));
  }
  await db.update(sysAccounts).set({ departmentId: first! }).where(eq(sysAccounts.username, sysadmin));
}

const HOUR = 3_600_000;

/** Two complaints of a demo member (when there are none yet): one waiting, one answered and resolved. */
export async function seedComplaints(db: Db, companyId: number, mobile: string, sysadmin: string, now: Date) {
  const [existing] = await db.select({ n: count() }).from(complaints);
  if ((existing?.n ?? 0) > 0) return;
  const [member] = await db
    .select({ userId: users.id, name: users.realName })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, companyId)))
    .where(eq(users.mobile, mobile));
  const [admin] = await db
    .select({ id: sysAccounts.id, name: sysAccounts.realName })
    .from(sysAccounts)
    .where(eq(sysAccounts.username, sysadmin));
  const categories = await db
    .select({ id: dictionaries.id, code: dictionaries.code })
    .from(dictionaries)
    .where(
      eq(
        dictionaries.parentId,
        db
          .select({ id: dictionaries.id })
          .from(dictionaries)
          .where(and(isNull(dictionaries.parentId), eq(dictionaries.code, 'complaint_category'))),
      ),
    );
  const category = (code: string) => categories.find((c) => c.code === code)!.id;
  if (!member || !admin || categories.length === 0) return;
  const owner = { companyId, userId: member.userId };
  const asked = new Date(now.getTime() - 72 * HOUR);
  const [done] = await db
    .insert(complaints)
    .values({
      ...owner,
      categoryId: category('fault'),
      content: '印章设备SD00012连续两天上报离线，现场检查电源正常，请协助排查。',
      state: 'resolved',
      assigneeId: admin.id,
      reply: '已远程重启该设备的通信模块，设备已恢复在线。如再次出现请联系客服。',
      createdAt: asked,
      updatedAt: new Date(asked.getTime() + 6 * HOUR),
    })
    .returning({ id: complaints.id });
  await db.insert(complaintEvents).values([
    { complaintId: done!.id, kind: 'submitted', actorName: member.name, at: asked },
    {
      complaintId: done!.id,
      kind: 'assigned',
      actorName: admin.name,
      detail: admin.name,
      at: new Date(asked.getTime() + HOUR),
    },
    {
      complaintId: done!.id,
      kind: 'replied',
      actorName: admin.name,
      detail: '已远程重启该设备的通信模块，设备已恢复在线。如再次出现请联系客服。',
      at: new Date(asked.getTime() + 5 * HOUR),
    },
    { complaintId: done!.id, kind: 'resolved', actorName: admin.name, at: new Date(asked.getTime() + 6 * HOUR) },
  ]);
  const recent = new Date(now.getTime() - 2 * HOUR);
  const [open] = await db
    .insert(complaints)
    .values({
      ...owner,
      categoryId: category('advice'),
      content: '希望用印记录列表可以按文件类型筛选，方便月底对账。',
      createdAt: recent,
      updatedAt: recent,
    })
    .returning({ id: complaints.id });
  await db
    .insert(complaintEvents)
    .values({ complaintId: open!.id, kind: 'submitted', actorName: member.name, at: recent });
}
