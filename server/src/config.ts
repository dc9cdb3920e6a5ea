import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { S3Settings } from './lib/s3-storage';

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
  /** Where file bytes live: 'local' (filesDir) or 's3' (the bucket of `s3`). */
  storage: StorageKind;
  /** The bucket when STORAGE=s3 (complete in production; loadConfig checks it). */
  s3?: S3Settings;
}

export type StorageKind = 'local' | 's3';

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
    ...storageSettings(env, rootDir),
  };
  if (mode === 'production') assertProductionReady(config, env);
  else if (storageProblems(config).length) throw new Error(storageProblems(config).join('\n'));
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
  problems.push(...storageProblems(config));
  if (problems.length) throw new Error('Production configuration is incomplete:\n- ' + problems.join('\n- '));
}

/** A secret from NAME or from the file NAME_FILE names (trimmed); never logged. */
function secretSetting(env: NodeJS.ProcessEnv, name: string, rootDir: string): string {
  const file = env[`${name}_FILE`];
  if (file) return readFileSync(path.resolve(rootDir, file), 'utf8').trim();
  return env[name] ?? '';
}

/** Object storage (STORAGE, S3_*): local disk unless STORAGE=s3. */
function storageSettings(env: NodeJS.ProcessEnv, rootDir: string): Pick<Config, 'storage' | 's3'> {
  const storage = (env.STORAGE || 'local') as StorageKind;
  if (storage !== 'local' && storage !== 's3') throw new Error(`STORAGE must be local or s3, got '${storage}'`);
  if (storage === 'local') return { storage };
  return {
    storage,
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      bucket: env.S3_BUCKET ?? '',
      accessKeyId: secretSetting(env, 'S3_ACCESS_KEY_ID', rootDir),
      secretAccessKey: secretSetting(env, 'S3_SECRET_ACCESS_KEY', rootDir),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      timeoutMs: intSetting(env, 'S3_TIMEOUT_MS', 30_000),
    },
  };
}

/** What a server on a bucket cannot start without (demo and production alike: a half-configured bucket loses files). */
export function storageProblems(config: Pick<Config, 'storage' | 's3'>): string[] {
  if (config.storage !== 's3') return [];
  const s3 = config.s3;
  const missing = [
    !s3?.bucket && 'S3_BUCKET',
    !s3?.accessKeyId && 'S3_ACCESS_KEY_ID (or S3_ACCESS_KEY_ID_FILE)',
    !s3?.secretAccessKey && 'S3_SECRET_ACCESS_KEY (or S3_SECRET_ACCESS_KEY_FILE)',
  ].filter((name): name is string => typeof name === 'string');
  return missing.length ? [`STORAGE=s3 needs ${missing.join(', ')}`] : [];
}
