import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../../../contract';
import type { Db } from '../client';
import { messages } from '../schema';
import {
  MESSAGES_PER_MEMBER,
  MESSAGE_SPAN_DAYS,
  devices,
  documents,
  messageTemplates,
  people,
  seals,
  type DemoText,
} from './message-seed';

export interface SeedMembership {
  userId: number;
  companyId: number;
  role: number;
}

const HOUR = 3_600_000;

/** A template's text in one language, its placeholders filled from the pools by the message's position. */
function fill(text: DemoText, i: number, lang: Lang): string {
  const values: Record<string, string> = {
    person: people[i % people.length]![lang],
    device: devices[(i * 3) % devices.length]![lang],
    seal: seals[i % seals.length]![lang],
    doc: documents[(i * 5) % documents.length]![lang],
    count: String(((i * 7) % 20) + 1),
    days: String((i % 6) + 1),
  };
  return text[lang].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** The demo messages of one member of one unit: mixed types, newest first, a few unread ones among them. */
export function demoMessages(m: SeedMembership, now: Date, variant: number): Array<typeof messages.$inferInsert> {
  const pool = messageTemplates.filter((t) => m.role <= 2 || !t.managersOnly);
  const step = (MESSAGE_SPAN_DAYS * 24 * HOUR) / (MESSAGES_PER_MEMBER + 1);
  return Array.from({ length: MESSAGES_PER_MEMBER }, (_, i) => {
    const template = pool[(i * 7 + variant) % pool.length]!;
    const createdAt = new Date(now.getTime() - (i + 0.5) * step - ((i * 37 + variant * 11) % 600) * 60_000);
    const unread = i < 4 || i % 5 === 2;
    return {
      companyId: m.companyId,
      userId: m.userId,
      type: template.type,
      title: template.title['zh-CN'],
      content: fill(template.content, i + variant, 'zh-CN'),
      titleEn: template.title['en-US'],
      contentEn: fill(template.content, i + variant, 'en-US'),
      createdAt,
      readAt: unread ? null : new Date(Math.min(now.getTime(), createdAt.getTime() + (1 + (i % 5)) * HOUR)),
    };
  });
}

/** Seeds messages for every member of every demo unit who has none there yet. */
export async function seedMessages(db: Db, memberships: SeedMembership[], now: Date): Promise<void> {
  for (const [variant, m] of memberships.entries()) {
    const existing = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.companyId, m.companyId), eq(messages.userId, m.userId)))
      .limit(1);
    if (existing.length === 0) await db.insert(messages).values(demoMessages(m, now, variant));
  }
}
