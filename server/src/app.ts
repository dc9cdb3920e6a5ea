import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  DEVICE_TOKEN_URL,
  RUNTIME_CONFIG_URL,
  SIMULATE_URL,
  SMS_OUTBOX_URL,
  file,
  type RuntimeConfig,
} from '../../contract';
import { deviceTokenOf } from './caller/device';
import type { Deps } from './deps';
import { serveConsole } from './http/console-static';
import { installErrorHandler } from './http/error-handler';
import { installJsonBodyParser } from './http/json-body';
import { installRequestIdHeader, requestIdOf } from './http/request-id';
import { installSecurityHeaders } from './http/security-headers';
import { sharingSerializerCompiler } from './http/shared-serializer';
import { ConsoleSmsProvider } from './lib/sms';
import { auditCalls } from './modules/audit';
import { authRoutes } from './modules/auth';
import { certificationRoutes } from './modules/certification';
import { unitRoutes } from './modules/unit';
import { configRoutes } from './modules/config';
import { FILE_URL_PREFIX, fileRoutes } from './modules/file';
import { markDownload, watermarkRoutes } from './modules/watermark';
import { compareRoutes } from './modules/compare';
import { attachDocJobs } from './modules/doc-jobs';
import { memberRoutes } from './modules/member';
import { departmentRoutes } from './modules/department';
import { partnerRoutes } from './modules/partner';
import { quotaRoutes } from './modules/quota';
import { platformRoutes } from './modules/platform';
import { menuRoutes } from './modules/menu';
import { messageRoutes } from './modules/message';
import { versionRoutes } from './modules/version';
import { deviceRoutes } from './modules/device';
import { removeTemplatesOfDevice, templateRoutes } from './modules/template';
import { applyRoutes, refuseUnbindWithOpenApplications } from './modules/apply';
import { fileTypeRoutes } from './modules/file-type';
import { authorizationRoutes, lockOnFenceBreach, refuseUnbindWithOpenAuthorization } from './modules/authorization';
import { recordRoutes } from './modules/use-record';
import { exportRoutes } from './modules/export';
import { realtimeRoutes } from './modules/realtime';
import { complaintRoutes } from './modules/complaint';
import { searchRoutes } from './modules/search';
import { dictionaryRoutes } from './modules/dictionary';
import { sysOrgRoutes } from './modules/sys-org';
import { sysAccountRoutes } from './modules/sys-account';
import { dashboardRoutes } from './modules/dashboard';
import { contentRoutes } from './modules/content';
import { costRoutes, countReminderSms } from './modules/cost';
import { invoiceRoutes } from './modules/invoice';
import { displayRoutes } from './modules/display';
import { simulateStep, stepKinds } from './modules/simulator';
import { anomalyRoutes, judgeUse, prepareJudging } from './modules/anomaly';
import { geofenceRoutes } from './modules/geofence';
import { opsRoutes } from './modules/ops';
import { APP_VERSION } from './version';

export interface BuildOptions {
  /** Fastify's logger: its level, and where lines go (stdout unless a stream is given: tests read them). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Serve the built console from dist/client when it exists. */
  serveConsole?: boolean;
}

export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  installRequestIdHeader(app);
  app.setValidatorCompiler(validatorCompiler);
  installJsonBodyParser(app);
  // Data shared by several replies (a list page of concurrent identical calls) are serialised once.
  app.setSerializerCompiler(sharingSerializerCompiler(serializerCompiler));
  await app.register(formbody);
  // Uploads (file-manage/v2/upload): one file of at most 10 MB and a few short text fields; http/route.ts reads them.
  await app.register(multipart, {
    limits: { fileSize: file.FILE_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 21, headerPairs: 100 },
  });

  const clientDir = path.join(deps.config.rootDir, 'dist', 'client');
  const spa = options.serveConsole === true && existsSync(path.join(clientDir, 'index.html'));
  installErrorHandler(app, { spa });
  installSecurityHeaders(app, FILE_URL_PREFIX, deps.storage.direct?.origin);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Seal console API', version: APP_VERSION },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          sign: { type: 'apiKey', in: 'header', name: 'sign' },
        },
      },
      security: [{ token: [], sign: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The API description is public where it is served: production serves it only when asked to (API_DOCS=true).
  if (deps.config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }

  app.get('/api/health', { schema: { hide: true } }, async () => ({
    code: 0,
    msg: 'success',
    data: { status: 'ok', version: APP_VERSION },
  }));
  // Liveness, readiness and the metrics (with their hooks, before the routes they measure).
  opsRoutes(app, deps);

  app.get(RUNTIME_CONFIG_URL, { schema: { hide: true } }, async (_req, reply) => {
    const data: RuntimeConfig = {
      appMode: deps.config.mode,
      edition: deps.config.edition,
      version: APP_VERSION,
      signingKey: deps.keys.privateKeyPem,
    };
    void reply.header('cache-control', 'no-store');
    return { code: 0, msg: 'success', data };
  });

  if (deps.config.mode === 'demo' && deps.sms instanceof ConsoleSmsProvider) {
    const outbox = deps.sms;
    app.get(SMS_OUTBOX_URL, { schema: { hide: true } }, async (req) => {
      const phone = String((req.query as { phone?: string }).phone ?? '');
      return { code: 0, msg: 'success', data: outbox.recent(phone) };
    });
  }

  if (deps.config.mode === 'demo') {
    // Tests, the device simulator and e2e act as devices: they need the token a device would be provisioned with.
    app.get(DEVICE_TOKEN_URL, { schema: { hide: true } }, async (req) => {
      const deviceId = String((req.query as { deviceId?: string }).deviceId ?? '');
      return { code: 0, msg: 'success', data: { deviceId, deviceToken: deviceTokenOf(deps.secret, deviceId) } };
    });
    // One move of the device simulator now, whether or not it runs by itself (e2e: a stamp to watch arrive).
    app.post(SIMULATE_URL, { schema: { hide: true } }, async (req) => {
      const asked = String((req.query as { kind?: string }).kind ?? 'stamp');
      const kind = stepKinds.find((k) => k === asked);
      if (!kind) return { code: 400, msg: `kind must be one of ${stepKinds.join(', ')}`, data: null };
      return { code: 0, msg: 'success', data: await simulateStep(deps, kind) };
    });
  }

  // Who reacts to another module's change (events.ts), in this order: the refusals first, then the clean-up.
  deps.events.on('deviceUnbinding', refuseUnbindWithOpenApplications);
  deps.events.on('deviceUnbinding', refuseUnbindWithOpenAuthorization);
  deps.events.on('deviceUnbinding', removeTemplatesOfDevice);
  deps.events.on('useArriving', prepareJudging);
  deps.events.on('useRecorded', (event) => judgeUse(deps, event));
  deps.events.on('useRecorded', (event) => lockOnFenceBreach(deps, event));
  deps.events.on('membersReminded', (event) => countReminderSms(deps, event));
  deps.markDownload = (caller, download) => markDownload(deps, caller, download);

  auditCalls(app, deps);
  authRoutes(app, deps);
  unitRoutes(app, deps);
  certificationRoutes(app, deps);
  quotaRoutes(app, deps);
  platformRoutes(app, deps);
  configRoutes(app, deps);
  partnerRoutes(app, deps);
  departmentRoutes(app, deps);
  memberRoutes(app, deps);
  fileRoutes(app, deps);
  watermarkRoutes(app, deps);
  compareRoutes(app, deps);
  attachDocJobs(app, deps);
  menuRoutes(app, deps);
  messageRoutes(app, deps);
  versionRoutes(app, deps);
  deviceRoutes(app, deps);
  templateRoutes(app, deps);
  fileTypeRoutes(app, deps);
  applyRoutes(app, deps);
  authorizationRoutes(app, deps);
  recordRoutes(app, deps);
  exportRoutes(app, deps);
  realtimeRoutes(app, deps);
  dashboardRoutes(app, deps);
  displayRoutes(app, deps);
  contentRoutes(app, deps);
  costRoutes(app, deps);
  invoiceRoutes(app, deps);
  anomalyRoutes(app, deps);
  geofenceRoutes(app, deps);
  dictionaryRoutes(app, deps);
  sysOrgRoutes(app, deps);
  sysAccountRoutes(app, deps);
  complaintRoutes(app, deps);
  searchRoutes(app, deps);

  if (spa) await serveConsole(app, clientDir);
  return app;
}
