import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
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
  /** 'console' (demo: logs codes, keeps the dev outbox), 'aliyun' or 'tencent' (lib/sms). */
  smsProvider: string;
  /** The SMS gateway's keys, sign name and templates: present for SMS_PROVIDER aliyun or tencent. */
  smsGateway?: SmsGatewaySettings;
  /** Business-licence recognition (lib/ocr-provider.ts): 'offline' (the built-in OCR) or 'none' (filled in by hand). */
  ocrProvider: string;
  /** How long one recognition may run before it is stopped (within the OCR call's 60 s). */
  ocrTimeLimitMs: number;
  /** A recognised field with a lower confidence (0-100) is answered empty, for the person to fill in. */
  ocrMinConfidence: number;
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
  /** Operations: health probes, metrics, graceful shutdown (README "Running in production"). */
  ops: OpsConfig;
  /** Where file bytes live: 'local' (filesDir) or 's3' (the bucket of `s3`). */
  storage: StorageKind;
  /** The bucket when STORAGE=s3 (complete in production; loadConfig checks it). */
  s3?: S3Settings;
  /** Background jobs claimed with leases (lib/leased-queue.ts); absent: DEFAULT_JOB_SETTINGS. */
  jobs?: JobSettings;
  /** WeChat Pay (Native): present when every WECHATPAY_* setting is; the cost centre then takes payments through it. */
  wechatPay?: WechatPaySettings;
  /** Alipay (QR code): present when every ALIPAY_* setting is; the cost centre then takes payments through it too. */
  alipay?: AlipaySettings;
  /** Nuonuo e-invoices: present when every NUONUO_* setting is; the platform then issues invoices through it. */
  nuonuo?: NuonuoSettings;
}

export type StorageKind = 'local' | 's3';

/** Operations settings (modules/ops, server.ts). */
export interface OpsConfig {
  /** Serve Prometheus metrics at /api/metrics (METRICS=true). */
  metrics: boolean;
  /** When set, /api/metrics answers only `Authorization: Bearer <token>` (METRICS_TOKEN or METRICS_TOKEN_FILE). */
  metricsToken: string | undefined;
  /** How long a SIGTERM waits for requests in flight and background work before it closes what is left. */
  shutdownGraceMs: number;
  /** How long readiness waits for the database and the file storage before it answers 503. */
  readinessTimeoutMs: number;
}

export const OPS_DEFAULTS: OpsConfig = {
  metrics: false,
  metricsToken: undefined,
  shutdownGraceMs: 10_000,
  readinessTimeoutMs: 2_000,
};

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

function boundedSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const n = wholeSetting(env, name, fallback);
  if (n < min || n > max) throw new Error(`${name} must be between ${min} and ${max}, got ${n}`);
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
    ocrProvider: env.OCR_PROVIDER || 'offline',
    ocrTimeLimitMs: boundedSetting(env, 'OCR_TIME_LIMIT_MS', 45_000, 1_000, 55_000),
    ocrMinConfidence: boundedSetting(env, 'OCR_MIN_CONFIDENCE', 60, 0, 100),
    filesDir: path.resolve(rootDir, env.FILES_DIR || path.join(dataDir, 'files')),
    systemLoginUrl: env.SYSTEM_LOGIN_URL || '/login?side=system',
    sessionIdleMinutes: intSetting(env, 'SESSION_IDLE_MINUTES', 120),
    sessionMaxHours: intSetting(env, 'SESSION_MAX_HOURS', 12),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    realtimeRetentionHours: intSetting(env, 'REALTIME_RETENTION_HOURS', 72),
    simulatorRate: mode === 'demo' ? wholeSetting(env, 'SIMULATOR_RATE', DEMO_SIMULATOR_RATE) : 0,
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : mode === 'demo',
    ops: loadOpsConfig(env),
    ...storageSettings(env),
    jobs: jobSettings(env),
    wechatPay: wechatPaySettings(env),
    alipay: alipaySettings(env),
    nuonuo: nuonuoSettings(env),
  };
  const sms = smsGatewayFrom(env, config.smsProvider);
  config.smsGateway = sms.settings;
  if (mode === 'production') assertProductionReady(config, env, sms.missing);
  // An incomplete gateway is refused in any mode: a code that can never arrive locks staff out.
  else if (sms.missing.length) throw new Error(smsGatewayProblem(config.smsProvider, sms.missing));
  // So is an incomplete bucket: files written to nowhere are lost.
  else if (storageProblems(config).length) throw new Error(storageProblems(config).join('\n'));
  return config;
}

/** Production refuses demo-only settings (DESIGN section 2). */
function assertProductionReady(config: Config, env: NodeJS.ProcessEnv, smsMissing: string[]): void {
  const problems: string[] = [];
  if (smsMissing.length) problems.push(smsGatewayProblem(config.smsProvider, smsMissing));
  if (!config.databaseUrl) problems.push('DATABASE_URL is required (PostgreSQL)');
  if (!config.smsProvider || config.smsProvider === 'console')
    problems.push('SMS_PROVIDER must name a real provider (aliyun or tencent)');
  if (!env.SIGNING_PRIVATE_KEY_FILE || !env.SIGNING_PUBLIC_KEY_FILE) {
    problems.push('SIGNING_PRIVATE_KEY_FILE and SIGNING_PUBLIC_KEY_FILE are required');
  }
  if (!env.AUDIT_SIGNING_KEY_FILE) problems.push('AUDIT_SIGNING_KEY_FILE is required');
  if (!env.APP_SECRET) problems.push('APP_SECRET is required');
  if (env.SIMULATOR_RATE && env.SIMULATOR_RATE !== '0')
    problems.push('SIMULATOR_RATE is a demo setting (the simulator never runs in production)');
  problems.push(...opsProblems(config.ops));
  problems.push(...storageProblems(config));
  if (config.jobs && config.jobs.leaseMs < MIN_PRODUCTION_JOB_LEASE_MS) {
    problems.push(`JOB_LEASE_MS must be at least ${MIN_PRODUCTION_JOB_LEASE_MS} in production`);
  }
  if (problems.length) throw new Error('Production configuration is incomplete:\n- ' + problems.join('\n- '));
}

/** A secret from `<NAME>` or from the file `<NAME>_FILE` names (trimmed); never both. */
function secretSetting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const file = env[`${name}_FILE`];
  if (env[name] && file) throw new Error(`${name} and ${name}_FILE are both set: keep one`);
  const value = file ? readFileSync(file, 'utf8').trim() : env[name];
  return value || undefined;
}

function loadOpsConfig(env: NodeJS.ProcessEnv): OpsConfig {
  return {
    metrics: env.METRICS === 'true',
    metricsToken: secretSetting(env, 'METRICS_TOKEN'),
    shutdownGraceMs: intSetting(env, 'SHUTDOWN_GRACE_MS', OPS_DEFAULTS.shutdownGraceMs),
    readinessTimeoutMs: intSetting(env, 'READINESS_TIMEOUT_MS', OPS_DEFAULTS.readinessTimeoutMs),
  };
}

/** Production keeps its metrics private: open metrics would tell anyone the calls, their volume and errors. */
function opsProblems(ops: OpsConfig): string[] {
  if (ops.metrics && !ops.metricsToken) return ['METRICS=true needs METRICS_TOKEN or METRICS_TOKEN_FILE'];
  return [];
}

// ---- SMS gateway (lib/sms) ----

/** One gateway's settings; Aliyun ignores sdkAppId. */
export interface SmsGatewaySettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The template of log-in codes (one parameter: the code). */
  codeTemplate: string;
  /** The template of reminders (one parameter: what waits, e.g. an application's number). */
  noticeTemplate: string;
  /** Tencent's SmsSdkAppId. */
  sdkAppId: string;
  region: string;
  /** The gateway's base URL (an override points at a local fake in tests). */
  endpoint: string;
  /** How long one send may take before it counts as failed (and possibly sent). */
  timeoutMs: number;
}

const SMS_GATEWAY_DEFAULTS: Record<string, { region: string; endpoint: string }> = {
  aliyun: { region: 'cn-hangzhou', endpoint: 'https://dysmsapi.aliyuncs.com' },
  tencent: { region: 'ap-guangzhou', endpoint: 'https://sms.tencentcloudapi.com' },
};

function smsGatewayProblem(provider: string, missing: string[]): string {
  return `SMS_PROVIDER=${provider} needs ${missing.join(', ')}`;
}

/** The gateway settings of SMS_PROVIDER aliyun or tencent, and the names of the required ones that are missing. */
function smsGatewayFrom(
  env: NodeJS.ProcessEnv,
  provider: string,
): { settings: SmsGatewaySettings | undefined; missing: string[] } {
  const defaults = SMS_GATEWAY_DEFAULTS[provider];
  if (!defaults) {
    if (provider && provider !== 'console')
      throw new Error(`SMS_PROVIDER must be aliyun, tencent or console, got '${provider}'`);
    return { settings: undefined, missing: [] };
  }
  const settings: SmsGatewaySettings = {
    accessKeyId: env.SMS_ACCESS_KEY_ID ?? '',
    accessKeySecret: secretSetting(env, 'SMS_ACCESS_KEY_SECRET') ?? '',
    signName: env.SMS_SIGN_NAME ?? '',
    codeTemplate: env.SMS_CODE_TEMPLATE ?? '',
    noticeTemplate: env.SMS_NOTICE_TEMPLATE ?? '',
    sdkAppId: env.SMS_SDK_APP_ID ?? '',
    region: env.SMS_REGION || defaults.region,
    endpoint: env.SMS_ENDPOINT || defaults.endpoint,
    timeoutMs: intSetting(env, 'SMS_TIMEOUT_MS', 5000),
  };
  const required: Array<[string, string]> = [
    ['SMS_ACCESS_KEY_ID', settings.accessKeyId],
    ['SMS_ACCESS_KEY_SECRET (or SMS_ACCESS_KEY_SECRET_FILE)', settings.accessKeySecret],
    ['SMS_SIGN_NAME', settings.signName],
    ['SMS_CODE_TEMPLATE', settings.codeTemplate],
    ['SMS_NOTICE_TEMPLATE', settings.noticeTemplate],
  ];
  if (provider === 'tencent') required.push(['SMS_SDK_APP_ID', settings.sdkAppId]);
  return { settings, missing: required.filter(([, value]) => !value).map(([name]) => name) };
}

// ---- WeChat Pay (modules/cost/channels/wechat-pay.ts) ----

/** The merchant's WeChat Pay API v3 settings; the keys are read from their files when the server starts. */
export interface WechatPaySettings {
  mchid: string;
  appid: string;
  /** The serial number of the merchant's API certificate (names the key our requests are signed with). */
  serialNo: string;
  /** PEM of the merchant's API private key. */
  privateKey: string;
  /** The APIv3 key (32 characters): decrypts notifications. */
  apiV3Key: string;
  /** PEM of WeChat Pay's platform certificate or public key: verifies notifications and answers. */
  platformKey: string;
  endpoint: string;
  /** The public URL of our notify route (…/api/pay/notify/wechat) WeChat Pay posts to. */
  notifyUrl: string;
  timeoutMs: number;
}

export const WECHATPAY_DEFAULT_ENDPOINT = 'https://api.mch.weixin.qq.com';
const WECHATPAY_NOTIFY_PATH = '/api/pay/notify/wechat';

const readPem = (file: string | undefined) => (file ? readFileSync(file, 'utf8') : '');

/**
 * WeChat Pay is on when its settings are there: none set → off; some set → the server refuses to start, naming the
 * missing ones (in any mode: a half-configured channel would take orders nobody can pay).
 */
export function wechatPaySettings(env: NodeJS.ProcessEnv): WechatPaySettings | undefined {
  const given = {
    WECHATPAY_MCHID: env.WECHATPAY_MCHID ?? '',
    WECHATPAY_APPID: env.WECHATPAY_APPID ?? '',
    WECHATPAY_SERIAL_NO: env.WECHATPAY_SERIAL_NO ?? '',
    WECHATPAY_PRIVATE_KEY_FILE: env.WECHATPAY_PRIVATE_KEY_FILE ?? '',
    'WECHATPAY_API_V3_KEY (or WECHATPAY_API_V3_KEY_FILE)': secretSetting(env, 'WECHATPAY_API_V3_KEY') ?? '',
    WECHATPAY_PLATFORM_CERT_FILE: env.WECHATPAY_PLATFORM_CERT_FILE ?? '',
    WECHATPAY_NOTIFY_URL: env.WECHATPAY_NOTIFY_URL ?? '',
  };
  const missing = Object.entries(given)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length === Object.keys(given).length) return undefined;
  if (missing.length) throw new Error(`WeChat Pay needs ${missing.join(', ')}`);
  const apiV3Key = given['WECHATPAY_API_V3_KEY (or WECHATPAY_API_V3_KEY_FILE)'];
  if (Buffer.byteLength(apiV3Key) !== 32) throw new Error('WECHATPAY_API_V3_KEY must be 32 characters');
  if (!isNotifyUrl(given.WECHATPAY_NOTIFY_URL, WECHATPAY_NOTIFY_PATH)) {
    throw new Error(`WECHATPAY_NOTIFY_URL must be an http(s) URL ending in ${WECHATPAY_NOTIFY_PATH}`);
  }
  return {
    mchid: given.WECHATPAY_MCHID,
    appid: given.WECHATPAY_APPID,
    serialNo: given.WECHATPAY_SERIAL_NO,
    privateKey: readPem(given.WECHATPAY_PRIVATE_KEY_FILE),
    apiV3Key,
    platformKey: readPem(given.WECHATPAY_PLATFORM_CERT_FILE),
    endpoint: env.WECHATPAY_ENDPOINT || WECHATPAY_DEFAULT_ENDPOINT,
    notifyUrl: given.WECHATPAY_NOTIFY_URL,
    timeoutMs: intSetting(env, 'WECHATPAY_TIMEOUT_MS', 10_000),
  };
}

function isNotifyUrl(text: string, notifyPath: string): boolean {
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) && url.pathname.endsWith(notifyPath) && !url.search;
  } catch {
    return false;
  }
}

// ---- Alipay (modules/cost/channels/alipay.ts) ----

/** The application's Alipay open-platform settings (public-key mode); the keys are read when the server starts. */
export interface AlipaySettings {
  appId: string;
  /** PEM (PKCS#8) of the application's private key: signs our requests. */
  privateKey: string;
  /** PEM of Alipay's public key (支付宝公钥): verifies its answers and notifications. */
  alipayPublicKey: string;
  /** The gateway every call goes to (alipay-sdk's `gateway`, the one `exec` posts to). */
  gateway: string;
  /** The public URL of our notify route (…/api/pay/notify/alipay) Alipay posts to. */
  notifyUrl: string;
  timeoutMs: number;
}

export const ALIPAY_DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do';
const ALIPAY_NOTIFY_PATH = '/api/pay/notify/alipay';

/** A key as Alipay's key tool writes it: PEM, or bare base64 (PKCS#8 or PKCS#1) without the armour lines. */
function keyObjectOf(text: string, kind: 'private' | 'public'): KeyObject {
  const trimmed = text.trim();
  if (trimmed.includes('-----BEGIN')) return kind === 'private' ? createPrivateKey(trimmed) : createPublicKey(trimmed);
  const der = Buffer.from(trimmed.replace(/\s+/g, ''), 'base64');
  const types = kind === 'private' ? (['pkcs8', 'pkcs1'] as const) : (['spki', 'pkcs1'] as const);
  for (const type of types) {
    try {
      return kind === 'private'
        ? createPrivateKey({ key: der, format: 'der', type: type as 'pkcs8' | 'pkcs1' })
        : createPublicKey({ key: der, format: 'der', type: type as 'spki' | 'pkcs1' });
    } catch {
      // the other encoding
    }
  }
  throw new Error('not an RSA key');
}

function alipayKey(file: string, kind: 'private' | 'public', setting: string): string {
  try {
    const key = keyObjectOf(readFileSync(file, 'utf8'), kind);
    return key.export(
      kind === 'private' ? { type: 'pkcs8', format: 'pem' } : { type: 'spki', format: 'pem' },
    ) as string;
  } catch (error) {
    throw new Error(`${setting}: ${(error as Error).message}`);
  }
}

/**
 * Alipay is on when its settings are there: none set → off; some set → the server refuses to start, naming the
 * missing ones (in any mode, as for WeChat Pay). ALIPAY_GATEWAY has a default (Alipay's own) and is not counted.
 */
export function alipaySettings(env: NodeJS.ProcessEnv): AlipaySettings | undefined {
  const given = {
    ALIPAY_APP_ID: env.ALIPAY_APP_ID ?? '',
    ALIPAY_PRIVATE_KEY_FILE: env.ALIPAY_PRIVATE_KEY_FILE ?? '',
    ALIPAY_PUBLIC_KEY_FILE: env.ALIPAY_PUBLIC_KEY_FILE ?? '',
    ALIPAY_NOTIFY_URL: env.ALIPAY_NOTIFY_URL ?? '',
  };
  const missing = Object.entries(given)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length === Object.keys(given).length) return undefined;
  if (missing.length) throw new Error(`Alipay needs ${missing.join(', ')}`);
  if (!isNotifyUrl(given.ALIPAY_NOTIFY_URL, ALIPAY_NOTIFY_PATH)) {
    throw new Error(`ALIPAY_NOTIFY_URL must be an http(s) URL ending in ${ALIPAY_NOTIFY_PATH}`);
  }
  const gateway = env.ALIPAY_GATEWAY || ALIPAY_DEFAULT_GATEWAY;
  if (!/^https?:\/\//.test(gateway)) throw new Error('ALIPAY_GATEWAY must be an http(s) URL');
  return {
    appId: given.ALIPAY_APP_ID,
    privateKey: alipayKey(given.ALIPAY_PRIVATE_KEY_FILE, 'private', 'ALIPAY_PRIVATE_KEY_FILE'),
    alipayPublicKey: alipayKey(given.ALIPAY_PUBLIC_KEY_FILE, 'public', 'ALIPAY_PUBLIC_KEY_FILE'),
    gateway,
    notifyUrl: given.ALIPAY_NOTIFY_URL,
    timeoutMs: intSetting(env, 'ALIPAY_TIMEOUT_MS', 10_000),
  };
}

// ---- E-invoices (modules/invoice/nuonuo-issuer) ----

export interface NuonuoSettings {
  appKey: string;
  appSecret: string;
  accessToken: string;
  /** The seller's tax number (userTax): the platform's own. */
  taxNum: string;
  /** The services URL, e.g. https://sdk.nuonuo.com/open/v1/services. */
  url: string;
  timeoutMs: number;
  /** How often an issued invoice's result is asked for, and the wait before each ask. */
  pollTries: number;
  pollWaitMs: number;
}

/**
 * Nuonuo is on when its settings are there: none set → off; some set → the server refuses to start, naming the
 * missing ones (in any mode: a half-configured issuer would refuse every invoice).
 */
export function nuonuoSettings(env: NodeJS.ProcessEnv): NuonuoSettings | undefined {
  const given = {
    NUONUO_APP_KEY: env.NUONUO_APP_KEY ?? '',
    'NUONUO_APP_SECRET (or NUONUO_APP_SECRET_FILE)': secretSetting(env, 'NUONUO_APP_SECRET') ?? '',
    'NUONUO_ACCESS_TOKEN (or NUONUO_ACCESS_TOKEN_FILE)': secretSetting(env, 'NUONUO_ACCESS_TOKEN') ?? '',
    NUONUO_TAX_NUM: env.NUONUO_TAX_NUM ?? '',
    NUONUO_URL: env.NUONUO_URL ?? '',
  };
  const missing = Object.entries(given)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length === Object.keys(given).length) return undefined;
  if (missing.length) throw new Error(`Nuonuo e-invoicing needs ${missing.join(', ')}`);
  if (!/^https?:\/\//.test(given.NUONUO_URL)) throw new Error('NUONUO_URL must be an http(s) URL');
  return {
    appKey: given.NUONUO_APP_KEY,
    appSecret: given['NUONUO_APP_SECRET (or NUONUO_APP_SECRET_FILE)'],
    accessToken: given['NUONUO_ACCESS_TOKEN (or NUONUO_ACCESS_TOKEN_FILE)'],
    taxNum: given.NUONUO_TAX_NUM,
    url: given.NUONUO_URL,
    timeoutMs: intSetting(env, 'NUONUO_TIMEOUT_MS', 10_000),
    pollTries: intSetting(env, 'NUONUO_POLL_TRIES', 3),
    pollWaitMs: intSetting(env, 'NUONUO_POLL_WAIT_MS', 1_000),
  };
}

// ---- Object storage (lib/s3-storage) ----

/** Object storage (STORAGE, S3_*): local disk unless STORAGE=s3. */
function storageSettings(env: NodeJS.ProcessEnv): Pick<Config, 'storage' | 's3'> {
  const storage = (env.STORAGE || 'local') as StorageKind;
  if (storage !== 'local' && storage !== 's3') throw new Error(`STORAGE must be local or s3, got '${storage}'`);
  if (storage === 'local') return { storage };
  return {
    storage,
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      bucket: env.S3_BUCKET ?? '',
      accessKeyId: secretSetting(env, 'S3_ACCESS_KEY_ID') ?? '',
      secretAccessKey: secretSetting(env, 'S3_SECRET_ACCESS_KEY') ?? '',
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
