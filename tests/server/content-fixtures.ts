/** Content of one unit for the access matrix: a published game only that unit sees, with one attachment. */
import { randomBytes } from 'node:crypto';
import { contentAttachments, contentFiles, contentItems } from '../../server/src/db/schema';
import type { Db } from '../../server/src/db/client';

export async function createContentFixture(db: Db, companyId: number) {
  const contentFileId = randomBytes(16).toString('hex');
  await db.insert(contentFiles).values({
    id: contentFileId,
    name: '报名须知.pdf',
    size: 10,
    contentType: 'application/pdf',
    storageKey: `matrix/${contentFileId}`,
  });
  const [item] = await db
    .insert(contentItems)
    .values({
      kind: 'game',
      title: '矩阵赛事',
      state: 'published',
      publishedAt: new Date(),
      audience: 'units',
      audienceUnitIds: [companyId],
    })
    .returning({ id: contentItems.id });
  await db.insert(contentAttachments).values({ itemId: item!.id, fileId: contentFileId, seq: 0 });
  return { contentItemId: item!.id, contentFileId };
}
