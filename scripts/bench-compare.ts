/**
 * Comparison speed: a 20-page contract against its stamped, edited version, compared in this process (no worker
 * start), best of three (RUNS). `npm run bench:compare`.
 */
import { compareDocuments } from '../server/src/modules/compare/engine/compare-documents';
import { contractPdf } from '../tests/server/compare/contract-pdf';

const SCHEDULES = 17;
const RUNS = Number(process.env.RUNS ?? 3);
const before = await contractPdf('original', SCHEDULES);
const after = await contractPdf('stampedEdited', SCHEDULES);
const times: number[] = [];
let summary = '';
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const out = await compareDocuments({
    before: { bytes: before, kind: 'pdf' },
    after: { bytes: after, kind: 'pdf' },
    maxPages: 50,
  });
  times.push(performance.now() - started);
  if (!out.ok) throw new Error(out.problem);
  summary = `${out.newPages.length} pages, ${out.changes.length} changes (${out.changes.map((c) => c.kind).join(', ')}), seal at ${out.seals.map((s) => `${s.centreMm.x},${s.centreMm.y} mm`).join('; ')}`;
}
console.log(summary);
console.log(`20-page pair: best ${Math.round(Math.min(...times))} ms, runs ${times.map(Math.round).join(' / ')} ms`);
