import { messageTextOf, type Lang, type MessageTextKey } from '../../../../contract';
import type { messages } from '../../db/schema';

/** The stored columns (the repository reads and writes them; this file only shapes texts). */
type StoredTexts = Pick<typeof messages.$inferSelect, 'title' | 'content' | 'titleEn' | 'contentEn'>;

/** The texts a message is stored with: Chinese in title/content (the default), English beside them. */
export type MessageTexts = Pick<StoredTexts, 'title' | 'content'> & { titleEn: string; contentEn: string };

/** Renders a message's title and content in both languages from catalogue keys and one list of arguments. */
export function messageTextsOf(
  title: MessageTextKey,
  content: MessageTextKey,
  args: ReadonlyArray<string | number> = [],
): MessageTexts {
  return {
    title: messageTextOf(title, 'zh-CN', args),
    content: messageTextOf(content, 'zh-CN', args),
    titleEn: messageTextOf(title, 'en-US', args),
    contentEn: messageTextOf(content, 'en-US', args),
  };
}

/** A stored message in the reader's language; rows from before English was stored read in Chinese. */
export function localised(row: StoredTexts, lang: Lang): { title: string; content: string } {
  if (lang === 'en-US' && row.titleEn !== null && row.contentEn !== null) {
    return { title: row.titleEn, content: row.contentEn };
  }
  return { title: row.title, content: row.content };
}
