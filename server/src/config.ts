import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type AppMode = 'demo' | 'production';
export type Edition = 'general' | 'security';

export interface Config {
  mode: AppMode;
  edition: Edition;
  host: string;
  port: number;
  /** PostgreSQL URL; absent means embedded PGlite in `<dataDir>/db`. */
  databaseUrl: string | undefined;
  dataDir: string;
  rootDir: string;
  /** PEM files of the signing key pair; demo mode generates them into `<dataDir>/keys` when absent. */
  signingPrivateKeyFile: string;
  signingPublicKeyFile: string;
  /** PKCS#8 PEM of the Ed25519 key signing the audit log's chain heads; demo mode generates it into `<dataDir>/keys`. */
  auditKeyFile?: string;
  smsProvider: string;
  /** Business-licence recognition (lib/ocr-provider.ts): 'none' answers that OCR is not configured. */
  ocrProvider: string;
  /** Where uploaded files are kept (lib/file-storage.ts): a folder for the local-disk storage. */
  filesDir: string;
  /** Where the system side logs in (sys/account/v1/security/login-url). */
  systemLoginUrl: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  logLevel: string;
  trustProxy: boolean;
  /** Hours the realtime event log keeps events (a client away longer reloads instead of replaying). */
  realtimeRetentionHours: number;
  /** Demo device simulator: stampings per minute across the demo unit (0: off; always off in production). */
  simulatorRate: number;
  /** Serve the API description (/api/docs, /api/openapi.json): on in demo, in production only with API_DOCS=true. */
  apiDocs: boolean;
  /** Background jobs claimed with leases (lib/leased-queue.ts); absent: DEFAULT_JOB_SETTINGS. */
  jobs?: JobSettings;
}

/** The repository root: the nearest folder above this file holding package.json (works from src and from dist). */
export function findRootDir(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + from);
    dir = parent;
  }
  return dir;
}

/** Demo stampings per minute: one every ten seconds or so, with status changes and now and then an abnormal event. */
export const DEMO_SIMULATOR_RATE = 6;

function wholeSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return n;
}

function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const rootDir = findRootDir();
  const mode = (env.APP_MODE ?? 'demo') as AppMode;
  if (mode !== 'demo' && mode !== 'production') throw new Error(`APP_MODE must be demo or production, got '${mode}'`);
  const edition = (env.EDITION ?? 'general') as Edition;
  if (edition !== 'general' && edition !== 'security') {
    throw new Error(`EDITION must be general or security, got '${edition}'`);
  }
  const dataDir = path.resolve(rootDir, env.DATA_DIR ?? 'data');
  const config: Config = {
    mode,
    edition,
    host: env.HOST ?? '127.0.0.1',
    port: intSetting(env, 'PORT', 8080),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    rootDir,
    signingPrivateKeyFile: env.SIGNING_PRIVATE_KEY_FILE ?? path.join(dataDir, 'keys', 'signing-private.pem'),
    signingPublicKeyFile: env.SIGNING_PUBLIC_KEY_FILE ?? path.join(dataDir, 'keys', 'signing-public.pem'),
    auditKeyFile: env.AUDIT_SIGNING_KEY_FILE ?? path.join(dataDir, 'keys', 'audit-ed25519.pem'),
    smsProvider: env.SMS_PROVIDER ?? (mode === 'demo' ? 'console' : ''),
    ocrProvider: env.OCR_PROVIDER || 'none',
    filesDir: path.resolve(rootDir, env.FILES_DIR ?? path.join(dataDir, 'files')),
    systemLoginUrl: env.SYSTEM_LOGIN_URL || '/login?side=system',
    sessionIdleMinutes: intSetting(env, 'SESSION_IDLE_MINUTES', 120),
    sessionMaxHours: intSetting(env, 'SESSION_MAX_HOURS', 12),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    realtimeRetentionHours: intSetting(env, 'REALTIME_RETENTION_HOURS', 72),
    simulatorRate: mode === 'demo' ? wholeSetting(env, 'SIMULATOR_RATE', DEMO_SIMULATOR_RATE) : 0,
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : mode === 'demo',
    jobs: jobSettings(env),
  };
  if (mode === 'production') assertProductionReady(config, env);
  return config;
}

/** Production refuses demo-only settings (DESIGN section 2). */
function assertProductionReady(config: Config, env: NodeJS.ProcessEnv): void {
  const problems: string[] = [];
  if (!config.databaseUrl) problems.push('DATABASE_URL is required (PostgreSQL)');
  if (!config.smsProvider || config.smsProvider === 'console') problems.push('SMS_PROVIDER must name a real provider');
  if (!env.SIGNING_PRIVATE_KEY_FILE || !env.SIGNING_PUBLIC_KEY_FILE) {
    problems.push('SIGNING_PRIVATE_KEY_FILE and SIGNING_PUBLIC_KEY_FILE are required');
  }
  if (!env.AUDIT_SIGNING_KEY_FILE) problems.push('AUDIT_SIGNING_KEY_FILE is required');
  if (!env.APP_SECRET) problems.push('APP_SECRET is required');
  if (env.SIMULATOR_RATE && env.SIMULATOR_RATE !== '0')
    problems.push('SIMULATOR_RATE is a demo setting (the simulator never runs in production)');
  if (config.jobs && config.jobs.leaseMs < MIN_PRODUCTION_JOB_LEASE_MS) {
    problems.push(`JOB_LEASE_MS must be at least ${MIN_PRODUCTION_JOB_LEASE_MS} in production`);
  }
  if (problems.length) throw new Error('Production configuration is incomplete:\n- ' + problems.join('\n- '));
}

// ---- Jobs: leases and heartbeats of background jobs across nodes ----

/**
 * Background jobs (exports) are claimed in the database with a lease that the claiming node renews by heartbeats: a
 * node that dies stops renewing, and another node takes its job over once the lease ran out. Idle nodes look for
 * work (queued jobs of other nodes, expired leases) every `pollMs`.
 */
export interface JobSettings {
  leaseMs: number;
  heartbeatMs: number;
  pollMs: number;
}

/** A lease survives two missed heartbeats; a minute of silence means the node is gone. */
export const DEFAULT_JOB_SETTINGS: JobSettings = { leaseMs: 60_000, heartbeatMs: 15_000, pollMs: 5_000 };

/** JOB_LEASE_MS, JOB_HEARTBEAT_MS, JOB_POLL_MS; a heartbeat must come at least twice per lease. */
export function jobSettings(env: NodeJS.ProcessEnv): JobSettings {
  const settings = {
    leaseMs: intSetting(env, 'JOB_LEASE_MS', DEFAULT_JOB_SETTINGS.leaseMs),
    heartbeatMs: intSetting(env, 'JOB_HEARTBEAT_MS', DEFAULT_JOB_SETTINGS.heartbeatMs),
    pollMs: intSetting(env, 'JOB_POLL_MS', DEFAULT_JOB_SETTINGS.pollMs),
  };
  if (settings.heartbeatMs * 2 > settings.leaseMs) {
    throw new Error(
      `JOB_HEARTBEAT_MS (${settings.heartbeatMs}) must be at most half of JOB_LEASE_MS (${settings.leaseMs})`,
    );
  }
  return settings;
}

/** Production leases that short would be taken over during a long pause of a live node (test settings only). */
const MIN_PRODUCTION_JOB_LEASE_MS = 10_000;
