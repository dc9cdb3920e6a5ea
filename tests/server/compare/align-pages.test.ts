/** Page alignment by text: pages added, removed and moved are named, the rest paired in order. */
import { describe, expect, it } from 'vitest';
import { alignPages } from '../../../server/src/modules/compare/engine/align-pages';
import { textChanges, tokens } from '../../../server/src/modules/compare/engine/text-diff';

const pages = [
  '甲方乙方签订采购合同，约定设备交付与付款。',
  '第二页：违约责任与争议解决的条款内容。',
  '第三页：附件清单，智能印章终端二十台。',
  '签署页：甲方盖章，乙方盖章，日期。',
];
const pair = (oldPage: number | null, newPage: number | null, moved = false) => ({ oldPage, newPage, moved });

describe('aligning pages', () => {
  it('pairs the same pages in order', () => {
    expect(alignPages(pages, pages)).toEqual([pair(0, 0), pair(1, 1), pair(2, 2), pair(3, 3)]);
  });

  it('names a page added and a page removed', () => {
    const added = [pages[0]!, pages[1]!, '新增的一页：补充协议的全部内容。', pages[2]!, pages[3]!];
    expect(alignPages(pages, added)).toEqual([pair(0, 0), pair(1, 1), pair(null, 2), pair(2, 3), pair(3, 4)]);
    const removed = [pages[0]!, pages[2]!, pages[3]!];
    expect(alignPages(pages, removed)).toEqual([pair(0, 0), pair(1, null), pair(2, 1), pair(3, 2)]);
  });

  it('names a page moved out of its order', () => {
    const moved = [pages[0]!, pages[2]!, pages[3]!, pages[1]!];
    expect(alignPages(pages, moved)).toEqual([pair(0, 0), pair(2, 1), pair(3, 2), pair(1, 3, true)]);
  });

  it('pairs pages by position when neither side has text (images)', () => {
    expect(alignPages(['', ''], [''])).toEqual([pair(0, 0), pair(1, null)]);
  });
});

describe('word changes', () => {
  const page = (text: string) => ({ text, boxes: [...text].map((_, i) => ({ x: i * 10, y: 0, w: 10, h: 10 })) });

  it('splits Chinese into words and leaves white space out', () => {
    expect(tokens('合同金额 为人民币').map((t) => t.word)).not.toContain(' ');
  });

  it('names a changed word with its box on each side, and nothing for the same text re-spaced', () => {
    const [change] = textChanges(page('合同总金额为人民币伍拾万元整'), page('合同总金额为人民币捌拾万元整'));
    expect(change).toMatchObject({ kind: 'textChanged' });
    expect('伍拾万元').toContain(change!.oldText);
    expect('捌拾万元').toContain(change!.newText);
    expect(change!.newBox!.x).toBeGreaterThanOrEqual(90);
    expect(textChanges(page('合同 金额\n为人民币'), page('合同金额为 人民币'))).toEqual([]);
  });
});
