import { count } from 'drizzle-orm';
import type { ContentKind } from '../../../../contract/content';
import type { Db } from '../client';
import { contentAttachments, contentFiles, contentItems, contentVersions } from '../schema';
import { demoContentFiles } from './content-demo';
import { demoContentEnglish } from './content-demo-en';

const DAY = 86_400_000;

interface DemoItem {
  kind: ContentKind;
  title: string;
  summary: string;
  tags: string[];
  body: string;
  /** Days before the seed's clock it was published. */
  age: number;
  pinned?: boolean;
  /** Attachments by index in demoContentFiles. */
  files?: number[];
  /** Projects and games: days from the seed's clock to the sign-up deadline (negative: closed). */
  deadline?: number;
  /** Only the demo unit sees it. */
  demoUnitOnly?: boolean;
}

const items: DemoItem[] = [
  {
    kind: 'policy',
    title: '关于加强企业印章使用管理的通知',
    summary: '明确印章保管、用印审批与用印登记的要求，自下月起执行。',
    tags: ['制度', '印章管理'],
    age: 2,
    pinned: true,
    files: [2],
    body: `## 一、适用范围\n\n本通知适用于各单位的**实体印章**、**智能印章**和**电子印章**。\n\n## 二、主要要求\n\n1. 印章须由指定的印章保管人保管，交接时填写《印章保管交接登记表》。\n2. 每一次用印都须先在系统中提交**用印申请**，经审批通过并授权后方可用印。\n3. 用印完成后，系统自动留存用印记录与照片，保存期限不少于三年。\n\n## 三、监督检查\n\n平台将按季度抽查各单位用印记录，发现异常用印的，按规定处理。\n\n> 如有疑问，请在“服务 → 审核列表”中咨询专家。`,
  },
  {
    kind: 'policy',
    title: '电子印章管理办法（2026年修订）解读',
    summary: '电子印章与实体印章具有同等效力，办法对制章、用章和注销作出规定。',
    tags: ['电子印章', '制度'],
    age: 9,
    files: [2],
    body: `修订后的办法明确：**依法制作的电子印章与实体印章具有同等法律效力**。\n\n- 制章：由单位申请，平台审核后签发；\n- 用章：每次用章均需身份认证并留痕；\n- 注销：单位注销或印章停用时应及时注销电子印章。\n\n详见附件《电子印章管理办法》。`,
  },
  {
    kind: 'policy',
    title: '演示科技集团内部：年度印章盘点安排',
    summary: '仅向演示科技有限公司发布：请各印章保管人于月底前完成盘点。',
    tags: ['通知'],
    age: 1,
    demoUnitOnly: true,
    body: `请各印章保管人于**本月底前**在“设备管理 → 印章设备”中核对设备状态，并提交盘点结果。`,
  },
  {
    kind: 'coaching',
    title: '如何绑定智能印章',
    summary: '三步完成智能印章的绑定：扫码、填写信息、指定保管人。',
    tags: ['入门', '智能印章'],
    age: 5,
    pinned: true,
    files: [3],
    body: `### 准备\n\n确认印章已开机、联网，并准备好印章底部的设备编号。\n\n### 步骤\n\n1. 打开“设备管理 → 印章设备”，点击 **绑定印章**；\n2. 输入设备编号与印章名称，选择印章类型；\n3. 指定 **印章保管人**，保存即可。\n\n绑定完成后，设备会出现在列表中，状态为“在线”。`,
  },
  {
    kind: 'coaching',
    title: '用印审批是怎样工作的',
    summary: '从申请到授权：审批模板决定谁来审批、按什么顺序审批。',
    tags: ['入门', '审批'],
    age: 12,
    files: [4],
    body: `每台印章可以配置若干**审批模板**，模板列出审批人（按顺序）和适用的文件类型。\n\n1. 成员提交用印申请，选择印章与文件类型；\n2. 系统按模板依次通知审批人；\n3. 全部通过后，印章保管人下发授权，申请人即可用印。\n\n任一审批人驳回，申请即终止，申请人会收到消息。`,
  },
  {
    kind: 'coaching',
    title: '用印记录与异常提醒',
    summary: '看懂用印记录中的照片、位置与异常标记。',
    tags: ['用印记录'],
    age: 20,
    body: `每次盖章，设备都会上报时间、位置和照片。出现**未授权用印**或**位置异常**时，记录会标红，并推送提醒。`,
  },
  {
    kind: 'review',
    title: '专家审核：合同用印前应核对哪些要点',
    summary: '合同盖章前的五项核对清单。',
    tags: ['合同', '专家'],
    age: 4,
    body: `1. 合同主体名称与营业执照一致；\n2. 金额大小写一致；\n3. 骑缝章位置已标注；\n4. 附件页数齐全；\n5. 审批记录完整可查。`,
  },
  {
    kind: 'review',
    title: '专家审核：电子合同与纸质合同混签的风险',
    summary: '同一合同电子签与纸质签并存时如何避免争议。',
    tags: ['电子印章', '专家'],
    age: 15,
    body: `建议同一份合同**只采用一种签署方式**；确需混签的，应在合同中约定以哪一版本为准。`,
  },
  {
    kind: 'download',
    title: '用印申请表（模板）',
    summary: '线下补录用印时使用的标准申请表。',
    tags: ['模板', '表格'],
    age: 3,
    pinned: true,
    files: [0],
    body: `下载后填写，由审批人签字，再在系统中补录。`,
  },
  {
    kind: 'download',
    title: '印章保管交接登记表',
    summary: '印章保管人变更时的交接登记。',
    tags: ['模板', '表格'],
    age: 8,
    files: [1],
    body: `交接双方签字后，请在系统中更换印章保管人。`,
  },
  {
    kind: 'download',
    title: '智能印章绑定操作手册',
    summary: '图文版绑定与解绑操作说明。',
    tags: ['手册'],
    age: 18,
    files: [3],
    body: `适用于全部型号的智能印章。`,
  },
  {
    kind: 'project',
    title: '印章数字化改造试点项目',
    summary: '面向中小企业的印章数字化改造补贴试点，名额有限。',
    tags: ['试点', '补贴'],
    age: 6,
    pinned: true,
    deadline: 30,
    body: `## 项目内容\n\n为入选单位提供智能印章设备与一年平台服务，协助完成制度梳理与审批模板配置。\n\n## 报名条件\n\n- 已完成单位认证；\n- 印章数量不少于 3 枚。`,
  },
  {
    kind: 'project',
    title: '电子印章互认示范项目',
    summary: '跨地区电子印章互认的示范应用，报名已截止。',
    tags: ['电子印章'],
    age: 40,
    deadline: -5,
    body: `本期报名已截止，后续批次将另行通知。`,
  },
  {
    kind: 'game',
    title: '2026 印章合规管理知识竞赛',
    summary: '以单位为单位报名，线上答题，优胜单位获年度服务礼包。',
    tags: ['竞赛', '合规'],
    age: 3,
    pinned: true,
    deadline: 20,
    body: `## 赛制\n\n- 初赛：线上答题，每单位不超过 5 人；\n- 决赛：前 10 名单位现场比赛。\n\n## 奖励\n\n一等奖单位获赠一年平台高级服务。`,
  },
  {
    kind: 'game',
    title: '最佳用印流程设计评选',
    summary: '展示你单位的审批模板设计，评选最佳实践。',
    tags: ['评选', '审批'],
    age: 10,
    deadline: 45,
    body: `提交你单位的审批模板设计思路（不少于 300 字），专家组评审。`,
  },
];

/**
 * Demo content: a handful of published items per kind about seal management, in Chinese and English, most for every
 * unit, one for the demo unit alone. Idempotent: a database that has content is left as it is.
 */
export async function seedContent(db: Db, demoUnitId: number, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(contentItems);
  if ((existing?.n ?? 0) > 0) return;
  await db
    .insert(contentFiles)
    .values(
      demoContentFiles.map((f) => ({
        id: f.id,
        name: f.name,
        size: f.data.length,
        contentType: 'application/pdf',
        storageKey: f.storageKey,
        createdAt: new Date(now.getTime() - 60 * DAY),
      })),
    )
    .onConflictDoNothing();
  for (const item of items) {
    const at = new Date(now.getTime() - item.age * DAY);
    const en = demoContentEnglish[item.title];
    const fields = {
      kind: item.kind,
      title: item.title,
      summary: item.summary,
      body: item.body,
      titleEn: en?.title ?? '',
      summaryEn: en?.summary ?? '',
      bodyEn: en?.body ?? '',
      tags: item.tags,
      pinned: item.pinned ?? false,
      audience: item.demoUnitOnly ? ('units' as const) : ('all' as const),
      audienceUnitIds: item.demoUnitOnly ? [demoUnitId] : [],
      signupDeadline: item.deadline === undefined ? null : new Date(now.getTime() + item.deadline * DAY),
    };
    const [row] = await db
      .insert(contentItems)
      .values({ ...fields, state: 'published', createdAt: at, updatedAt: at, publishedAt: at })
      .returning({ id: contentItems.id });
    const itemId = row!.id;
    await db
      .insert(contentVersions)
      .values({ itemId, version: 1, snapshot: fields, savedBy: '系统管理员', savedAt: at });
    const files = item.files ?? [];
    if (files.length > 0) {
      await db
        .insert(contentAttachments)
        .values(
          files.map((index, seq) => ({ itemId, fileId: demoContentFiles[index]!.id, seq, downloads: 3 * (index + 2) })),
        );
    }
  }
}
