import type { Lang } from '../../../../contract';
import type { Change, CompareType, Placement } from '../../../../contract/compare';

/** The comparison report's own words, in Chinese (default) and English (the caller's Accept-Language). */

const zh = {
  title: '文档比对报告',
  fileName: '文档比对报告',
  type: '比对类型',
  types: { 0: '用印前比对', 1: '用印后比对', 2: '独立比对' } satisfies Record<CompareType, string>,
  old: '原文档',
  new: '比对文档',
  comparedBy: '比对人',
  comparedAt: '比对时间',
  generatedBy: '报告生成人',
  generatedAt: '报告生成时间',
  timeZone: '报告中的时间均为北京时间（UTC+8）。',
  digests: '文件摘要（SHA-256）',
  digestMissing: '文件已删除，无法计算',
  summary: '比对结果',
  counts: (c: { pages: number; text: number; visual: number; seals: number }) =>
    `页面变化${c.pages}处，文字变化${c.text}处，图像差异${c.visual}处，印章${c.seals}枚`,
  placement: '盖章位置',
  placementOf: (p: Placement, page: number) =>
    `预期区域在第${page}页：` +
    (p.state === 'inside'
      ? '印章盖在预期区域内'
      : p.state === 'outside'
        ? `印章偏离预期区域${p.offsetMm}毫米`
        : '该页未发现印章'),
  seals: '印章',
  noSeals: '比对文档中未发现印章。',
  seal: (page: number, x: number, y: number, isNew: boolean) =>
    `第${page}页，中心距页面左边${x}毫米、上边${y}毫米（${isNew ? '新增' : '原有'}）`,
  changes: '差异列表',
  noChanges: '两个版本没有差异。',
  pages: '页面对照',
  pageNo: (n: number | null) => (n === null ? '无此页' : `第${n}页`),
  page: (c: Change) => (c.newPage !== null ? `第${c.newPage}页` : `原第${c.oldPage}页`),
  kinds: {
    pageAdded: '新增页',
    pageRemoved: '删除页',
    pageMoved: '页面移动',
    textChanged: '文字修改',
    textAdded: '文字新增',
    textRemoved: '文字删除',
    visual: '图像差异',
    seal: '新增印章',
  } satisfies Record<Change['kind'], string>,
  describe: (c: Change) =>
    ({
      pageAdded: `比对文档新增了第${c.newPage}页`,
      pageRemoved: `原文档第${c.oldPage}页在比对文档中不存在`,
      pageMoved: `原第${c.oldPage}页移到了第${c.newPage}页`,
      textChanged: `“${c.oldText}”改为“${c.newText}”`,
      textAdded: `新增“${c.newText}”`,
      textRemoved: `删除“${c.oldText}”`,
      visual: '此区域的图像不同',
      seal: '新增印章',
    })[c.kind],
  footer: (page: number, pages: number) => `第${page}页，共${pages}页`,
};

export type CompareReportTexts = typeof zh;

const en: CompareReportTexts = {
  title: 'Document comparison report',
  fileName: 'comparison-report',
  type: 'Type',
  types: { 0: 'Before stamping', 1: 'After stamping', 2: 'Independent' },
  old: 'Original',
  new: 'Compared',
  comparedBy: 'Compared by',
  comparedAt: 'Compared at',
  generatedBy: 'Report by',
  generatedAt: 'Report at',
  timeZone: 'All times are Beijing time (UTC+8).',
  digests: 'File digests (SHA-256)',
  digestMissing: 'The file was deleted',
  summary: 'Result',
  counts: (c) => `${c.pages} page changes, ${c.text} word changes, ${c.visual} visual differences, ${c.seals} seals`,
  placement: 'Seal position',
  placementOf: (p, page) =>
    `Expected area on page ${page}: ` +
    (p.state === 'inside'
      ? 'the seal landed in it'
      : p.state === 'outside'
        ? `the seal is ${p.offsetMm} mm outside it`
        : 'no seal on that page'),
  seals: 'Seals',
  noSeals: 'No seal was found on the compared document.',
  seal: (page, x, y, isNew) =>
    `Page ${page}, centre ${x} mm from the left, ${y} mm from the top (${isNew ? 'new' : 'already on the original'})`,
  changes: 'Changes',
  noChanges: 'The two versions do not differ.',
  pages: 'Pages side by side',
  pageNo: (n) => (n === null ? 'No such page' : `Page ${n}`),
  page: (c) => (c.newPage !== null ? `Page ${c.newPage}` : `Original page ${c.oldPage}`),
  kinds: {
    pageAdded: 'Page added',
    pageRemoved: 'Page removed',
    pageMoved: 'Page moved',
    textChanged: 'Words changed',
    textAdded: 'Words added',
    textRemoved: 'Words removed',
    visual: 'Visual difference',
    seal: 'New seal',
  },
  describe: (c) =>
    ({
      pageAdded: `The compared document has a new page ${c.newPage}`,
      pageRemoved: `Page ${c.oldPage} of the original is missing`,
      pageMoved: `Page ${c.oldPage} moved to page ${c.newPage}`,
      textChanged: `“${c.oldText}” changed to “${c.newText}”`,
      textAdded: `Added “${c.newText}”`,
      textRemoved: `Removed “${c.oldText}”`,
      visual: 'The image differs here',
      seal: 'New seal',
    })[c.kind],
  footer: (page, pages) => `Page ${page} of ${pages}`,
};

export const compareReportTexts = (lang: Lang): CompareReportTexts => (lang === 'en-US' ? en : zh);
