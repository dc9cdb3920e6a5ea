import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { RUNTIME_CONFIG_URL, SMS_OUTBOX_URL, type RuntimeConfig } from '../../contract';
import type { Deps } from './deps';
import { installErrorHandler } from './http/error-handler';
import { ConsoleSmsProvider } from './lib/sms-provider';
import { authRoutes } from './modules/auth/routes';
import { companyRoutes } from './modules/company/routes';
import { menuRoutes } from './modules/menu/routes';
import { messageRoutes } from './modules/message/routes';
import { versionRoutes } from './modules/version/routes';
import { APP_VERSION } from './version';

export interface BuildOptions {
  logger?: boolean | { level: string };
  /** Serve the built console from dist/client when it exists. */
  serveConsole?: boolean;
}

export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(formbody);

  const clientDir = path.join(deps.config.rootDir, 'dist', 'client');
  const spa = options.serveConsole === true && existsSync(path.join(clientDir, 'index.html'));
  installErrorHandler(app, { spa });

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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/api/health', { schema: { hide: true } }, async () => ({
    code: 0,
    msg: 'success',
    data: { status: 'ok', version: APP_VERSION },
  }));

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

  authRoutes(app, deps);
  companyRoutes(app, deps);
  menuRoutes(app, deps);
  messageRoutes(app, deps);
  versionRoutes(app, deps);

  if (spa) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
