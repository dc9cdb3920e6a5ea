import type { EditionConfig } from '@/config/editions';

/** One part of a help document: a manual chapter, or one question of the FAQ with its answer. */
export interface HelpSection {
  /** The anchor in the page's address, stable across languages so a link works in either. */
  id: string;
  title: string;
  paragraphs: string[];
  /** Numbered steps, after the paragraphs. */
  steps?: string[];
}

export interface HelpDoc {
  title: string;
  summary: string;
  sections: HelpSection[];
}

/** A language's help documents, written for an edition (its words, and what it allows). */
export type HelpDocs = (edition: EditionConfig) => { manual: HelpDoc; faq: HelpDoc };

export type HelpDocName = 'manual' | 'faq';

/**
 * The document an address names. Each edition carries its own help links (spec section 1): the security edition's
 * are `security-manual` and `security-faq`, written with that edition's words.
 */
export function helpDocOf(slug: string): { doc: HelpDocName; edition: EditionConfig['id'] } | null {
  const match = /^(security-)?(manual|faq)$/.exec(slug);
  if (!match) return null;
  return { doc: match[2] as HelpDocName, edition: match[1] ? 'security' : 'general' };
}

/** Sections whose title or text holds every word of the query (case-insensitive; spaces separate words). */
export function matchingSections(sections: HelpSection[], query: string): HelpSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return sections;
  return sections.filter((s) => {
    const text = [s.title, ...s.paragraphs, ...(s.steps ?? [])].join('\n').toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
