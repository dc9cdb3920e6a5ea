import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import { DEMO_STAFF_PASSWORD, SYSADMIN, demoStaff } from './db/seed/demo-accounts';
import { prepareNextSignatureEpoch } from './http/signature-slots';
import { startCounters, warmRecentPhotos } from './modules/dashboard';
import { startOrderSweep } from './modules/cost';
import { markReady, opsMetrics, shutDownGracefully } from './modules/ops';
import { stopExports } from './modules/export';
import { attachRealtime, pruneEvents } from './modules/realtime';
import { startSimulator } from './modules/simulator';

const roleNames = ['chief administrator', 'administrator', 'seal keeper', 'unit member'];

function printBanner(url: string, mode: string): void {
  const lines = [`Seal console ready at ${url}  (mode: ${mode})`];
  if (mode === 'demo') {
    lines.push('Demo accounts (log in with phone + SMS code; codes are printed here and at /api/dev/sms-outbox):');
    for (const s of demoStaff) {
      const where = s.units.map((u) => `${u.unit} ${roleNames[u.role]}`).join('; ');
      const pw = s.userName ? `, user name ${s.userName} / ${DEMO_STAFF_PASSWORD}` : '';
      lines.push(`  ${s.mobile} ${s.realName} (${where}${pw})`);
    }
    lines.push(`  system side: ${SYSADMIN.username} / ${SYSADMIN.password}`);
  }
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const { deps, database } = await bootstrap(config, (line) => console.log(line));
  const app = await buildApp(deps, { logger: { level: config.logLevel }, serveConsole: true });
  await app.ready();
  const realtime = attachRealtime(app.server, deps);
  deps.realtime = realtime;
  opsMetrics(deps)?.countSocketsWith(() => realtime.of('/').sockets.size);
  await app.listen({ host: config.host, port: config.port });
  printBanner(`http://${config.host}:${config.port}`, config.mode);
  console.log(`started in ${Date.now() - started} ms`);

  const signatureSlots = setInterval(
    () => void prepareNextSignatureEpoch(deps.db, deps.now()).catch(() => undefined),
    60_000,
  );
  signatureSlots.unref();
  // The realtime event log keeps REALTIME_RETENTION_HOURS; the head numbers follow changes as 'counters' events.
  const pruneLog = setInterval(() => void pruneEvents(deps).catch(() => undefined), 10 * 60_000);
  pruneLog.unref();
  void pruneEvents(deps).catch(() => undefined);
  const stopCounters = startCounters(deps);
  // Unpaid orders past their deadline close themselves (on every node; the UPDATEs are conditional).
  const stopOrderSweep = startOrderSweep(deps);
  // A fresh demo draws its seeded photos when first shown: draw the ones the first dashboards open with now.
  if (config.mode === 'demo') void warmRecentPhotos(deps).catch(() => undefined);
  const stopSimulator =
    config.simulatorRate > 0 ? startSimulator(deps, config.simulatorRate, (line) => console.log(line)) : null;
  if (stopSimulator) console.log(`device simulator: about ${config.simulatorRate} stamps a minute (SIMULATOR_RATE)`);
  markReady(deps);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    await shutDownGracefully(app, deps, {
      async stopBackground() {
        clearInterval(signatureSlots);
        clearInterval(pruneLog);
        stopCounters();
        stopOrderSweep();
        await stopSimulator?.();
        // This node's jobs go back to the queue at once, for another node, instead of waiting for their leases.
        await stopExports(deps);
      },
      async closeSockets() {
        // A disconnect packet first: the console reconnects by itself (to another node behind a balancer).
        realtime.disconnectSockets(true);
        realtime.engine.close();
      },
      async closeDatabase() {
        await deps.signals.close();
        await database.close();
      },
      log: (line) => console.log(line),
    });
    process.exit(0);
  };
  const stopOrFail = (signal: string) =>
    stop(signal).catch((error: unknown) => {
      console.error('shutdown failed:', error);
      process.exit(1);
    });
  process.on('SIGINT', () => void stopOrFail('SIGINT'));
  process.on('SIGTERM', () => void stopOrFail('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
