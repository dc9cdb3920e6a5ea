import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/*
 * One process at a time on an embedded data dir. PGlite runs the database inside the process that opened it: a second
 * process on the same dir (a second `npm start`, a restart while the old process still drains) keeps buffers of its
 * own and writes pages over the first one's, and the database is corrupt (index entries pointing at rows that were
 * never written). PGlite's postmaster.pid does not stop a second start. So the dir is claimed with a lock file beside
 * it naming the host and process: a live holder refuses the start; a holder that is gone (killed) is taken over. A
 * holder on another host cannot be checked from here, so that start is refused and names the file to remove once that
 * host's server is stopped.
 */

interface Holder {
  host: string;
  pid: number;
}

function holderOf(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.host === 'string' && Number.isInteger(parsed.pid) ? (parsed as Holder) : null;
  } catch {
    // Gone meanwhile, or cut short by a crash while it was written: nobody holds it.
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `dbDir` for this process; returns the release. Throws when another process holds it. */
export function claimDataDir(dbDir: string): () => void {
  const file = `${dbDir}.lock`;
  const me = JSON.stringify({ host: hostname(), pid: process.pid });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, me);
      closeSync(fd);
      return () => {
        if (holderOf(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(file);
    if (holder && holder.host !== hostname()) {
      throw new Error(
        `the database in ${dbDir} is in use by process ${holder.pid} on host ${holder.host}; ` +
          `once that server is stopped, remove ${file}`,
      );
    }
    if (holder && isRunning(holder.pid)) {
      throw new Error(`the database in ${dbDir} is in use by process ${holder.pid}: stop it first`);
    }
    rmSync(file, { force: true });
  }
  throw new Error(`could not claim the database in ${dbDir}: its lock ${file} keeps changing`);
}
