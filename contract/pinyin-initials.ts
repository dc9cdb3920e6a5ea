/**
 * Pinyin initials of Chinese text, so that 'htz' finds 合同章 and 'zw' finds 张伟: the console's palette matches page
 * titles with it and the server matches names of devices and members. No dictionary ships with the console: the
 * Chinese collation of Intl (pinyin order, in every browser and in Node) places a character between the first
 * characters of two initials, and the earlier one is its initial. Characters with two common readings (重庆, 长沙,
 * 厦门) match by either; anything else (letters, digits) stands for itself, lower-cased.
 */

const LETTERS = 'abcdefghjklmnopqrstwxyz';
/** The first character, in pinyin order, of each initial of LETTERS. */
const FIRSTS = '阿八嚓哒妸发旮哈讥咔垃妈拏噢妑七然撒他穵夕丫帀';
/** Common characters with readings of two initials (the collation knows one). */
const TWO_READINGS: Record<string, string> = {
  重: 'cz',
  长: 'cz',
  厦: 'sx',
  行: 'hx',
  乐: 'ly',
  单: 'ds',
  曾: 'cz',
  解: 'jx',
  朝: 'cz',
  藏: 'cz',
  参: 'cs',
  会: 'hk',
  沈: 'cs',
  查: 'cz',
  仇: 'cq',
  区: 'oq',
  盛: 'cs',
  调: 'dt',
  否: 'fp',
  石: 'ds',
  省: 'sx',
  校: 'jx',
  秘: 'bm',
};

const HAN = /[\u3400-\u9fff]/;
let collator: Intl.Collator | null = null;

function initialOf(char: string): string {
  collator ??= new Intl.Collator('zh-Hans-CN');
  let initial = '';
  for (let i = 0; i < FIRSTS.length && collator.compare(FIRSTS[i]!, char) <= 0; i++) initial = LETTERS[i]!;
  return initial;
}

/** The initials each character may stand for, e.g. 重庆 → ['cz', 'q'], 'A1' → ['a', '1']. */
export function pinyinInitials(text: string): string[] {
  return [...text].map((char) => (HAN.test(char) ? (TWO_READINGS[char] ?? initialOf(char)) : char.toLowerCase()));
}

/** Whether a query is one that initials can match: letters only (digits and names match as text). */
export function isInitialsQuery(query: string): boolean {
  return /^[a-z]+$/i.test(query);
}

/**
 * Whether the query's letters are the initials of consecutive characters of the text, from any character on
 * ('kj' matches 演示科技, 'yskj' too). Precompute `pinyinInitials(text)` once when matching many queries.
 */
export function matchesInitials(initials: readonly string[], query: string): boolean {
  const q = query.toLowerCase();
  for (let start = 0; start + q.length <= initials.length; start++) {
    let i = 0;
    while (i < q.length && initials[start + i]!.includes(q[i]!)) i++;
    if (i === q.length) return true;
  }
  return false;
}
