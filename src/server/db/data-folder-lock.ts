import { mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

// PGlite is one process's database: two processes on one data folder each run their own PostgreSQL
// over the same files, and what one writes the other never sees and later overwrites (a command's
// '1 onboarding moved' while the server ran, lost). So whoever opens a data folder, server or
// command, first holds its lock file, `<folder>.lock` beside it (the folder itself is PGlite's), and a
// second opener refuses before touching the folder. A lock whose process no longer runs (kill -9, a
// crash) is taken over. PostgreSQL (DATABASE_URL) is many processes' database and takes none.

/** What a lock file holds: who holds the folder. */
interface LockRecord {
  pid: number;
  /** What the holder is, for the refusal: 'the server', 'npm run forms:move'... */
  holder: string;
  /** The holder's start, where the system tells it (Linux): a pid the system gave again later is not the holder. */
  processStart?: string;
  since: string;
}

/** A second opener of a data folder its holder still holds. */
export class DataFolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: string,
    readonly pid: number | null,
  ) {
    const who = pid === null ? holder : `${holder} (pid ${pid})`;
    super(
      `The embedded database in ${dataDir} is in use by ${who}, and PGlite is one process's database. ` +
        `Stop ${holder} first, or set DATABASE_URL to a PostgreSQL database, which servers and commands share.`,
    );
    this.name = 'DataFolderInUse';
  }
}

export interface DataFolderLock {
  /** The lock file's path. */
  readonly path: string;
  /** Gives the folder up (also done when the process exits); a second call does nothing. */
  release(): void;
}

/** A lock file with no readable record younger than this is one being written; older, its writer died. */
const UNWRITTEN_GRACE_MS = 5_000;

/** The locks this process holds: a lock naming this process's pid and not here is a dead process's that had the same pid. */
const heldHere = new Set<string>();

/** The lock file of a data folder: beside it, so that taking it touches nothing of the folder. */
export function lockFileOf(dataDir: string): string {
  return `${resolve(dataDir)}.lock`;
}

/** This process, as a refusal names it when the opener says nothing of itself. */
function thisProcess(): string {
  const script = process.argv[1];
  return script ? `node ${relative(process.cwd(), script) || script}` : 'a node process';
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/** A process's state and start time from /proc (Linux); null where the system does not say. */
function procStat(pid: number): { state: string; start: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so fields count from its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, start] = [fields[0], fields[19]];
    return state && start ? { state, start } : null;
  } catch {
    return null;
  }
}

function isRunning(record: LockRecord): boolean {
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if (errorCode(error) !== 'EPERM') return false;
  }
  const stat = procStat(record.pid);
  if (!stat) return true;
  // A zombie has ended; another start time is another process the system gave the same pid.
  return stat.state !== 'Z' && (record.processStart === undefined || record.processStart === stat.start);
}

type Found = { kind: 'gone' } | { kind: 'record'; text: string; record: LockRecord } | { kind: 'unwritten'; text: string; ageMs: number };

function readLock(path: string): Found {
  let text: string;
  let ageMs: number;
  try {
    text = readFileSync(path, 'utf8');
    ageMs = Date.now() - statSync(path).mtimeMs;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { kind: 'gone' };
    throw error;
  }
  try {
    const record = JSON.parse(text) as Partial<LockRecord>;
    if (Number.isInteger(record.pid) && (record.pid ?? 0) > 0 && typeof record.holder === 'string') return { kind: 'record', text, record: record as LockRecord };
  } catch {
    // Being written, or its writer died writing it.
  }
  return { kind: 'unwritten', text, ageMs };
}

function removeIf(path: string, text: string): void {
  try {
    if (readFileSync(path, 'utf8') === text) unlinkSync(path);
  } catch {
    // Gone already.
  }
}

/**
 * Takes the data folder's lock for this process, or throws DataFolderInUse naming its holder. `holder`
 * says what this process is ('the server', 'npm run forms:move'), for the refusal another opener gets.
 */
export function lockDataFolder(dataDir: string, holder: string = thisProcess()): DataFolderLock {
  const path = lockFileOf(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  const procSelf = procStat(process.pid);
  const record: LockRecord = { pid: process.pid, holder, ...(procSelf && { processStart: procSelf.start }), since: new Date().toISOString() };
  const text = `${JSON.stringify(record)}\n`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(path, text, { flag: 'wx' });
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    const found = readLock(path);
    if (found.kind === 'gone') continue;
    if (found.kind === 'unwritten' && found.ageMs < UNWRITTEN_GRACE_MS) throw new DataFolderInUse(dataDir, 'another process', null);
    if (found.kind === 'record') {
      const held = found.record.pid === process.pid ? heldHere.has(path) : isRunning(found.record);
      if (held) throw new DataFolderInUse(dataDir, found.record.holder, found.record.pid);
    }
    // Left by a process that no longer runs: taken over, unless another opener took it over first.
    if (attempt >= 3) throw new DataFolderInUse(dataDir, 'another process taking it over at the same moment', null);
    removeIf(path, found.text);
  }
  heldHere.add(path);
  const onExit = () => removeIf(path, text);
  process.on('exit', onExit);
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      process.off('exit', onExit);
      heldHere.delete(path);
      removeIf(path, text);
    },
  };
}
