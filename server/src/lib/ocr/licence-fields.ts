import type { unit } from '../../../../contract';
import { readCreditCode } from './credit-code-reading';
import type { LineRegion, OcrLine } from './tesseract-engine';

/**
 * The fields of a Chinese business licence found in recognised lines: each field's value follows its printed label
 * on the same line (名称, 统一社会信用代码, 法定代表人, 住所, 成立日期, 营业期限 and their variants), its confidence is
 * the mean of its characters' and a value that breaks the field's form (a name without a company suffix, a date that
 * does not exist) counts as doubtful.
 */

export interface FieldReading {
  value: string;
  /** 0-100. */
  confidence: number;
}

export type LicenceReading = Record<unit.LicenceFieldName, FieldReading>;

/** The value of validUntil when the licence runs without an end (长期). */
export const LONG_TERM = 'long-term';
/** Confidence of a value whose form is wrong: kept for the person to see only if nothing better is found. */
const DOUBTFUL = 30;

const cjk = '\\u4e00-\\u9fff';
/** Label characters may come apart with stray marks between them ("名 “ 称"). */
const label = (...words: string[]) =>
  new RegExp(`(?:${words.map((w) => [...w].join(`[^${cjk}0-9A-Za-z]{0,4}`)).join('|')})[^${cjk}0-9A-Za-z]*`);

const labels = {
  companyFullName: label('名称', '企业名称'),
  socialCreditCode: label('统一社会信用代码', '信用代码', '社会信用代码'),
  legalPerson: label('法定代表人', '负责人', '经营者', '执行事务合伙人', '投资人'),
  address: label('住所', '主要经营场所', '经营场所'),
  establishedDate: label('成立日期', '注册日期'),
  validUntil: label('营业期限', '经营期限', '合伙期限'),
};

const empty = (): FieldReading => ({ value: '', confidence: 0 });

interface Span {
  text: string;
  confidence: number[];
  left?: number[] | undefined;
}

/** What follows the label on the first line that has it, without spaces, with that line. */
function labelledLine(lines: OcrLine[], pattern: RegExp): { span: Span; line: OcrLine } | null {
  for (const line of lines) {
    const found = pattern.exec(line.text);
    if (found) return { span: squeeze(sliceSpan(line, found.index + found[0].length)), line };
  }
  return null;
}

/** What follows the label on the first line that has it, without spaces. */
function afterLabel(lines: OcrLine[], pattern: RegExp): Span | null {
  return labelledLine(lines, pattern)?.span ?? null;
}

function sliceSpan(span: Span, from: number, to?: number): Span {
  return {
    text: span.text.slice(from, to),
    confidence: span.confidence.slice(from, to),
    left: span.left?.slice(from, to),
  };
}

function squeeze(span: Span, keep: (c: string) => boolean = (c) => c.trim() !== ''): Span {
  const kept = span.text
    .split('')
    .map((_, i) => i)
    .filter((i) => keep(span.text[i]!));
  return {
    text: kept.map((i) => span.text[i]).join(''),
    confidence: kept.map((i) => span.confidence[i] ?? 0),
    left: span.left && kept.map((i) => span.left![i] ?? 0),
  };
}

/**
 * Where the values' column starts on the page: the median left edge of the first character after each recognised
 * label (null for a text layer, which has no positions). A line whose label is misread is cut there.
 */
function valueColumn(lines: OcrLine[]): number | null {
  const starts: number[] = [];
  for (const line of lines) {
    const found = Object.values(labels)
      .map((pattern) => pattern.exec(line.text))
      .find((match) => match !== null);
    const x = found && line.left?.[found.index + found[0].length];
    if (x !== undefined && x !== null) starts.push(x);
  }
  starts.sort((a, b) => a - b);
  return starts.length >= 3 ? starts[Math.floor(starts.length / 2)]! : null;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const reading = (value: string, confidence: number[], formOk = true): FieldReading => ({
  value,
  confidence: Math.round(formOk ? mean(confidence) : Math.min(mean(confidence), DOUBTFUL)),
});

const isCodeChar = (c: string) => /[0-9A-Za-z]/.test(c);

/** The first run of 18 or more code characters in a line (spaces inside it dropped), or null. */
function codeRunIn(line: OcrLine): Span | null {
  const span = squeeze(line);
  const run = /[0-9A-Za-z]{18,}/.exec(span.text);
  return run ? sliceSpan(span, run.index, run.index + run[0].length) : null;
}

/** The credit code's characters as read, and the line they were read on. */
function creditCodeSpan(lines: OcrLine[]): { span: Span; line: OcrLine } | null {
  const labelled = labelledLine(lines, labels.socialCreditCode);
  const code = labelled && squeeze(labelled.span, isCodeChar);
  if (code && code.text.length >= 18) return { span: code, line: labelled.line };
  // Without its label (cut off or misread), a line holding an 18-character run of letters and digits will do.
  for (const line of lines) {
    const span = codeRunIn(line);
    if (span) return { span, line };
  }
  // A code read too short is still worth a second look at its line.
  return labelled && code?.text ? { span: code, line: labelled.line } : null;
}

function codeReading(span: Span | undefined): FieldReading {
  if (!span || span.text.length < 18) return empty();
  const read = readCreditCode(span.text.slice(0, 19), span.confidence.slice(0, 19));
  return { value: read.code, confidence: Math.round(read.confidence) };
}

function creditCode(lines: OcrLine[]): FieldReading {
  return codeReading(creditCodeSpan(lines)?.span);
}

/** The credit code on a line read alone (see creditCodeRegion). */
export function creditCodeOnLine(line: OcrLine): FieldReading {
  return codeReading(squeeze(line, isCodeChar));
}

/** How far left of the code's first character a second reading starts, in pixels: a glyph misplaced a little. */
const CODE_MARGIN = 40;

/**
 * Where the credit code lies on the image, from its first character to the end of its line and a little around (a
 * character lost at the end of the line is read again), or null when the line's position or the code is unknown.
 */
export function creditCodeRegion(lines: OcrLine[], imageWidth: number): LineRegion | null {
  const found = creditCodeSpan(lines);
  const region = found?.line.region;
  const from = found?.span.left?.[0];
  if (!region || from === undefined) return null;
  const left = Math.max(0, from - CODE_MARGIN);
  const margin = Math.round(region.height / 4);
  // Two glyphs past the line's end: room for a character the first pass lost, not for a border beyond.
  const right = Math.min(imageWidth, region.left + region.width + 2 * region.height);
  return {
    left,
    top: Math.max(0, region.top - margin),
    width: right - left,
    height: region.height + 2 * margin,
    rotateRadians: region.rotateRadians,
  };
}

const COMPANY_SUFFIX = /(公司|厂|店|中心|合作社|事务所|商行|部|集团|研究院|医院|学校)$/;
const ADDRESS_LIKE = /[省市县区].*[号室层]/;

/** How far left of the values' column a value's first character may start, in pixels (a glyph is about 30). */
const COLUMN_SLACK = 12;

/**
 * A value whose label was misread ("命称" for 名称): the first line that looks like the value, cut at the values'
 * column when the positions are known, else after what is left of the label in its first few characters.
 */
function looselyLabelled(lines: OcrLine[], labelChars: string, looksRight: RegExp, column: number | null): Span | null {
  for (const line of lines) {
    const span = squeeze(line);
    if (!looksRight.test(span.text)) continue;
    const inColumn = column === null ? -1 : (span.left?.findIndex((x) => x >= column - COLUMN_SLACK) ?? -1);
    const head = [...span.text.slice(0, 4)];
    const cut = inColumn >= 0 ? inColumn : Math.max(...[...labelChars].map((c) => head.lastIndexOf(c))) + 1;
    return sliceSpan(span, cut);
  }
  return null;
}

function companyName(lines: OcrLine[], column: number | null): FieldReading {
  const span = afterLabel(lines, labels.companyFullName) ?? looselyLabelled(lines, '名称', /有限公司$/, column);
  return span?.text ? reading(span.text, span.confidence, COMPANY_SUFFIX.test(span.text)) : empty();
}

function legalPerson(lines: OcrLine[]): FieldReading {
  const span = afterLabel(lines, labels.legalPerson);
  if (!span?.text) return empty();
  return reading(span.text, span.confidence, new RegExp(`^[${cjk}·]{2,8}$`).test(span.text));
}

function address(lines: OcrLine[], column: number | null): FieldReading {
  const span = afterLabel(lines, labels.address) ?? looselyLabelled(lines, '住所', ADDRESS_LIKE, column);
  if (!span?.text) return empty();
  return reading(span.text, span.confidence, span.text.length >= 4 && span.text.length <= 120);
}

const DATE = /(\d{4})年?(\d{1,2})月?(\d{1,2})日?/;

/** A date as YYYY-MM-DD with its characters' confidence, or null when none is there. */
function dateIn(span: Span, from = 0): { value: string; ok: boolean; confidence: number[]; end: number } | null {
  const found = DATE.exec(span.text.slice(from));
  if (!found) return null;
  const [year, month, day] = [found[1]!, found[2]!, found[3]!].map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const ok = year >= 1949 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date <= new Date();
  const start = from + found.index;
  const value = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { value, ok, confidence: span.confidence.slice(start, start + found[0].length), end: start + found[0].length };
}

function establishedDate(lines: OcrLine[]): FieldReading {
  const span = afterLabel(lines, labels.establishedDate);
  const date = span && dateIn(span);
  return date ? reading(date.value, date.confidence, date.ok) : empty();
}

/** The end of the licence's term: after 至 a date, or 长期 (no end). */
function validUntil(lines: OcrLine[]): FieldReading {
  const span = afterLabel(lines, labels.validUntil);
  if (!span) return empty();
  const to = span.text.indexOf('至');
  const after = to >= 0 ? to + 1 : (dateIn(span)?.end ?? 0);
  const rest = { text: span.text.slice(after), confidence: span.confidence.slice(after) };
  const longTerm = /长.{0,1}期|永久/.exec(rest.text);
  if (longTerm) return reading(LONG_TERM, rest.confidence.slice(longTerm.index, longTerm.index + longTerm[0].length));
  const date = dateIn(rest);
  // An end date is in the future or past alike: only that it exists is checked.
  return date ? reading(date.value, date.confidence, /^\d{4}-\d{2}-\d{2}$/.test(date.value)) : empty();
}

export function licenceFieldsOf(lines: OcrLine[]): LicenceReading {
  const column = valueColumn(lines);
  return {
    companyFullName: companyName(lines, column),
    socialCreditCode: creditCode(lines),
    legalPerson: legalPerson(lines),
    address: address(lines, column),
    establishedDate: establishedDate(lines),
    validUntil: validUntil(lines),
  };
}
