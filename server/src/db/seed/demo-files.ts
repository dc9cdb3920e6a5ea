import { writeDemoComparisonFiles } from './write-compare';
import type { FileStorage } from '../../lib/file-storage';
import { DEMO_SUBSIDIARIES, DEMO_UNIT, OTHER_UNIT } from './demo-accounts';
import { writeDemoContentFiles } from './content-demo';
import { licencePng } from './licence-png';

/** The business-licence scans of the seeded units' certifications: records in the seed, bytes in the file storage. */
export const demoLicences = [
  { unit: DEMO_UNIT, storageKey: 'demo/licence-1.png', variant: 0 },
  { unit: DEMO_SUBSIDIARIES[0], storageKey: 'demo/licence-2.png', variant: 1 },
  { unit: DEMO_SUBSIDIARIES[1], storageKey: 'demo/licence-3.png', variant: 2 },
  { unit: OTHER_UNIT, storageKey: 'demo/licence-4.png', variant: 3 },
] as const;

export function demoLicenceBytes(variant: number): Buffer {
  return licencePng(variant);
}

/** Writes the demo files' bytes where they are missing (demo mode start, test servers). */
export async function writeDemoFiles(storage: FileStorage): Promise<void> {
  for (const licence of demoLicences) {
    if (!(await storage.get(licence.storageKey)))
      await storage.put(licence.storageKey, demoLicenceBytes(licence.variant));
  }
  await writeDemoContentFiles(storage);
  await writeDemoComparisonFiles(storage);
}
