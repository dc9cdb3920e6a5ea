import { diffArrays } from 'diff';
import { union, type Box } from './geometry';
import type { PageText } from './read-document';

/** A word, with where it starts in its page's text. */
interface Token {
  word: string;
  at: number;
}

const segmenter = new Intl.Segmenter('zh-CN', { granularity: 'word' });

/**
 * Words in reading order: Chinese is split by Intl.Segmenter's dictionary, other scripts at spaces and punctuation.
 * White space is left out, so re-flowed lines or a re-saved file's spacing are no change.
 */
export function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const s of segmenter.segment(text)) if (s.segment.trim()) out.push({ word: s.segment, at: s.index });
  return out;
}

export interface TextChange {
  kind: 'textChanged' | 'textAdded' | 'textRemoved';
  oldText: string;
  newText: string;
  oldBox: Box | null;
  newBox: Box | null;
}

function boxOf(page: PageText, run: Token[]): Box | null {
  let box: Box | null = null;
  for (const t of run)
    for (let i = t.at; i < t.at + t.word.length; i++) {
      const b = page.boxes[i];
      if (b) box = box ? union(box, b) : b;
    }
  return box;
}

/**
 * The word-level differences of two pages (jsdiff on Intl.Segmenter words). A removal next to an addition is one
 * change, old text to new; each side keeps the box of its words so the viewer can point at it.
 */
export function textChanges(before: PageText, after: PageText): TextChange[] {
  const a = tokens(before.text);
  const b = tokens(after.text);
  const parts = diffArrays(
    a.map((t) => t.word),
    b.map((t) => t.word),
  );
  const changes: TextChange[] = [];
  let ia = 0;
  let ib = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (!part.added && !part.removed) {
      ia += part.count;
      ib += part.count;
      continue;
    }
    let removed: Token[] = [];
    let added: Token[] = [];
    if (part.removed) {
      removed = a.slice(ia, (ia += part.count));
      const next = parts[i + 1];
      if (next?.added) {
        added = b.slice(ib, (ib += next.count));
        i++;
      }
    } else added = b.slice(ib, (ib += part.count));
    changes.push({
      kind: removed.length && added.length ? 'textChanged' : removed.length ? 'textRemoved' : 'textAdded',
      oldText: joinWords(removed),
      newText: joinWords(added),
      oldBox: boxOf(before, removed),
      newBox: boxOf(after, added),
    });
  }
  return changes;
}

/** Words joined back as written: a space only between two Latin words. */
function joinWords(run: Token[]): string {
  return run.reduce((s, t) => (s && /\w$/.test(s) && /^\w/.test(t.word) ? `${s} ${t.word}` : s + t.word), '');
}

/** How alike two pages' texts are (0..1): the Dice coefficient of their character bigrams, spaces left out. */
export function similarity(a: string, b: string): number {
  const grams = (s: string) => {
    const m = new Map<string, number>();
    const t = s.replace(/\s+/g, '');
    for (let i = 0; i + 1 < t.length; i++) m.set(t.slice(i, i + 2), (m.get(t.slice(i, i + 2)) ?? 0) + 1);
    return { m, n: Math.max(0, t.length - 1) };
  };
  const ga = grams(a);
  const gb = grams(b);
  if (ga.n + gb.n === 0) return a.replace(/\s+/g, '') === b.replace(/\s+/g, '') ? 1 : 0;
  let shared = 0;
  for (const [g, count] of ga.m) shared += Math.min(count, gb.m.get(g) ?? 0);
  return (2 * shared) / (ga.n + gb.n);
}
