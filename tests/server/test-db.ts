import pg from 'pg';

/** What the global setup hands to the test files through `inject('testDb')`. */
export type TestDbInfo =
  { kind: 'pglite'; templateFile: string } | { kind: 'postgres'; baseUrl: string; template: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbInfo;
  }
}

/** The same server URL with another database name. */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = '/' + encodeURIComponent(database);
  return url.toString();
}

async function onServer<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates database `name` as a copy of `template` (a file copy) on `baseUrl`'s server; its URL. */
export function createFromTemplate(baseUrl: string, template: string, name: string): Promise<string> {
  return onServer(baseUrl, async (admin) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        return databaseUrl(baseUrl, name);
      } catch (error) {
        // 55006: the template is briefly in use by another file's CREATE DATABASE.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
}

/** Drops database `name`, ending its sessions. */
export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await onServer(baseUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
}
