/**
 * Writes the demo comparison's files into server/assets/demo-comparison: the generated contract and its stamped,
 * edited version, the page images and the result of comparing them with the real engine. The seed inserts them as a
 * record of the demo unit, so the comparison list is not empty on first start without comparing at every start.
 * Rerun after a change of the engine or the result's shape: `node --import tsx scripts/make-demo-comparison.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareDocuments } from '../server/src/modules/compare/engine/compare-documents';
import { contractPdf } from '../tests/server/compare/contract-pdf';

const dir = path.resolve(import.meta.dirname, '../server/assets/demo-comparison');
mkdirSync(dir, { recursive: true });
const before = await contractPdf('original');
const after = await contractPdf('stampedEdited');
const out = await compareDocuments({
  before: { bytes: before, kind: 'pdf' },
  after: { bytes: after, kind: 'pdf' },
  maxPages: 50,
});
if (!out.ok) throw new Error(out.problem);
writeFileSync(path.join(dir, 'old.pdf'), before);
writeFileSync(path.join(dir, 'new.pdf'), after);
const pages = (side: 'old' | 'new', list: typeof out.oldPages) =>
  list.map((p, i) => {
    writeFileSync(path.join(dir, `${side}-${i + 1}.jpg`), p.jpeg);
    return { widthPt: p.widthPt, heightPt: p.heightPt, hasText: p.hasText };
  });
const result = {
  oldPages: pages('old', out.oldPages),
  newPages: pages('new', out.newPages),
  pairs: out.pairs,
  changes: out.changes,
  seals: out.seals,
};
writeFileSync(path.join(dir, 'result.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`${result.newPages.length} pages, ${out.changes.length} changes, ${out.seals.length} seals → ${dir}`);
