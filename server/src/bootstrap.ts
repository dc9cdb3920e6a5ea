import path from 'node:path';
import type { Config } from './config';
import { migrationsDirOf, openDatabase, type Database } from './db/client';
import { seedDemo, seedReference } from './db/seed';
import { writeDemoFiles } from './db/seed/demo-files';
import type { Deps } from './deps';
import { EventBus } from './events';
import { storageOfConfig } from './lib/storage-of-config';
import { loadAppSecret, loadSigningKeys } from './lib/keys';
import { createOcrProvider } from './lib/ocr-provider';
import { createSmsProvider } from './lib/sms-provider';

/** Opens the database, migrates it, seeds demo data in demo mode and assembles the services' dependencies. */
export async function bootstrap(
  config: Config,
  log: (line: string) => void,
): Promise<{ deps: Deps; database: Database }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    migrationsDir: migrationsDirOf(config.rootDir),
  });
  await database.migrate();
  if (config.mode === 'demo') await seedDemo(database.db);
  else await seedReference(database.db);
  const deps: Deps = {
    db: database.db,
    config,
    secret: loadAppSecret(config),
    sms: createSmsProvider(config.smsProvider, log),
    storage: storageOfConfig(config),
    ocr: createOcrProvider(config.ocrProvider),
    keys: loadSigningKeys(config),
    now: () => new Date(),
    events: new EventBus(),
  };
  if (config.mode === 'demo') await writeDemoFiles(deps.storage);
  return { deps, database };
}
