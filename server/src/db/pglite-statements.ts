import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/*
 * PGlite runs every query as an unnamed statement: it is parsed, analysed and planned again at each call, in six
 * trips into the database engine (parse, describe, bind, describe, execute, sync). On the server's single thread that
 * was the larger part of a request's database time: the session lookup (three tables joined) took 1.4 ms, of which
 * about 0.9 ms was planning. Here each distinct query text becomes a named prepared statement once; later calls bind
 * and execute it in one trip, and PostgreSQL keeps its plan (a generic plan once it costs no more than the custom
 * ones, as for any prepared statement).
 */

/** Prepared statements kept per database; the least recently used is closed beyond this. */
const MAX_STATEMENTS = 400;
/** Texts with more parameters are mostly one-off lists (`in ($1 … $900)`): not worth a statement of their own. */
const MAX_PARAMS = 64;
/**
 * A kept statement gone stale: its result columns changed under it (a migration altered a table), or someone dropped
 * the session's statements (DEALLOCATE ALL).
 */
const isStale = (error: unknown) =>
  error instanceof Error &&
  (error.message === 'cached plan must not change result type' || (error as { code?: string }).code === '26000');

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type RowDescription = Extract<BackendMessage, { name: 'rowDescription' }>;

interface Statement {
  name: string;
  paramTypes: number[];
  /** Absent for statements that return no rows. */
  rowDescription: RowDescription | undefined;
}

/** What PGlite's query needs that its public surface leaves out (stable across 0.x; checked at install). */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/**
 * Makes `client.query` and the queries of `client.transaction` run as kept prepared statements. Everything else
 * (exec, listen, COPY with blobs, texts with many parameters) goes through PGlite unchanged.
 */
export function keepStatementPlans(client: PGlite, { maxStatements = MAX_STATEMENTS } = {}): void {
  const internals = client as unknown as PgliteInternals;
  if (
    typeof internals._runExclusiveQuery !== 'function' ||
    typeof internals._runExclusiveTransaction !== 'function' ||
    typeof internals._checkReady !== 'function'
  ) {
    return;
  }
  const statements = new Map<string, Statement>();
  let named = 0;
  const originalQuery = client.query.bind(client);
  const originalTransaction = client.transaction.bind(client);

  const worthKeeping = (params: unknown[] | undefined, options: QueryOptions | undefined) =>
    (params?.length ?? 0) <= MAX_PARAMS && !options?.blob && !options?.paramTypes;

  /** Trips into the engine; `sync` ends each, so an error leaves the connection ready for the next. */
  const send = (...messages: Uint8Array[]) =>
    client.execProtocolStream(concat([...messages, serialize.sync()]), { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    const kept = statements.get(text);
    if (kept) {
      // Most recently used last: the map's first entry is the one to close.
      statements.delete(text);
      statements.set(text, kept);
      return kept;
    }
    const name = `kept_${(named += 1)}`;
    const described = await send(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }));
    const parameters = described.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement: Statement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: described.find((m): m is RowDescription => m.name === 'rowDescription'),
    };
    statements.set(text, statement);
    if (statements.size > maxStatements) await forget(statements.keys().next().value!);
    return statement;
  }

  async function forget(text: string): Promise<void> {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await send(serialize.close({ type: 'S', name: statement.name }));
  }

  async function run(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    return internals._runExclusiveQuery(async () => {
      try {
        return await runKept(text, params, options);
      } catch (error) {
        // As PGlite does: the error names its query.
        if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
        throw error;
      }
    });
  }

  async function runKept(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const statement = await prepare(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    let messages: BackendMessage[];
    try {
      messages = await send(serialize.bind({ statement: statement.name, values }), serialize.execute({}));
    } catch (error) {
      if (!isStale(error)) throw error;
      await forget(text);
      // Outside a transaction nothing was done: prepared afresh, it runs as an unkept query would have.
      if (client.isInTransaction()) throw error;
      return runKept(text, params, options);
    }
    if (!client.isInTransaction()) await client.syncToFs();
    const withColumns = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(withColumns, client.parsers, options)[0]!;
  }

  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!worthKeeping(params, options)) return originalQuery<T>(text, params, options);
    await internals._checkReady();
    return internals._runExclusiveTransaction(() => run(text, params ?? [], options)) as Promise<Results<T>>;
  };

  const transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    originalTransaction((tx) => {
      const keptTx: Transaction = Object.create(tx);
      keptTx.query = async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (!worthKeeping(params, options) || tx.closed) return tx.query<R>(text, params, options);
        return run(text, params ?? [], options) as Promise<Results<R>>;
      };
      return fn(keptTx);
    });

  Object.assign(client, { query, transaction });
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
