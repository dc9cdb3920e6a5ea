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
