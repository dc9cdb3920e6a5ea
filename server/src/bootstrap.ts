import path from 'node:path';
import type { Config } from './config';
import { migrationsDirOf, openDatabase, type Database } from './db/client';
import { seedDemo, seedReference } from './db/seed';
import { writeDemoFiles } from './db/seed/demo-files';
import type { Deps, NodeSignals } from './deps';
import { EventBus } from './events';
import { ClusterSignals, postgresSignalLink } from './lib/cluster-signals';
import { storageOfConfig } from './lib/storage-of-config';
import { loadAppSecret, loadSigningKeys } from './lib/keys';
import { createOcrProvider } from './lib/ocr-provider';
import { createSmsProvider } from './lib/sms';
import { readFirstPage } from './modules/compare';

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
  // Other nodes on the same PostgreSQL hear this node's signals (NOTIFY); PGlite has this node alone.
  const signals = new ClusterSignals<NodeSignals>();
  if (config.databaseUrl) await signals.connect(postgresSignalLink(config.databaseUrl));
  const deps: Deps = {
    db: database.db,
    config,
    secret: loadAppSecret(config),
    sms: createSmsProvider(config, log),
    storage: storageOfConfig(config),
    ocr: createOcrProvider(config, readFirstPage),
    keys: loadSigningKeys(config),
    now: () => new Date(),
    events: new EventBus(),
    signals,
  };
  if (config.mode === 'demo') await writeDemoFiles(deps.storage);
  return { deps, database };
}
