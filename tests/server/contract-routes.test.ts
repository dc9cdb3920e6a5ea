/** Every call of the contract is served: each endpoint record of each contract module has its route. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  authorization,
  device,
  file,
  menu,
  message,
  org,
  template,
  unit,
  urlOf,
  useRecord,
  type Endpoint,
} from '../../contract';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function endpointsOf(module: Record<string, unknown>): Array<[string, Endpoint]> {
  return Object.entries(module).filter(
    (entry): entry is [string, Endpoint] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'service' in entry[1] && 'request' in entry[1],
  );
}

describe('contract coverage', () => {
  const modules = { account, menu, message, unit, org, file, device, template, authorization, useRecord };
  for (const [name, module] of Object.entries(modules)) {
    it(`serves every call of contract/${name}.ts`, () => {
      const records = endpointsOf(module);
      expect(records.length).toBeGreaterThan(0);
      const missing = records
        .filter(([, e]) => !server.app.hasRoute({ method: e.method, url: urlOf(e) }))
        .map(([key]) => key);
      expect(missing).toEqual([]);
    });
  }

  it('documents the new calls in the OpenAPI document', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/application/file-manage/v2/upload',
        '/api/config/config/v1/{companyId}/list',
        '/api/account-enterprise/user/v1/change-super-admin/{userId}',
      ]),
    );
  });
});
