import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";

/** The file in DATA_DIR that says which process uses the embedded database (decision 020). */
export const LOCK_FILE_NAME = "prayer-journey.lock";
/** The holder touches its lock this often; a lock from another host untouched for STALE_MS is abandoned. */
const HEARTBEAT_MS = 10_000;
const STALE_MS = 30_000;

export class DataDirLockedError extends Error {}

type Owner = { pid: number; hostname: string; startedAt: string };

/** Folders this process holds, so opening one twice in one process is refused too. */
const heldHere = new Set<string>();

/**
 * Takes the embedded database's folder for this process, or throws DataDirLockedError naming the folder
 * when another live server holds it. PGlite has no lock of its own: two processes on one folder each
 * write their own pages and lose each other's data. A lock left by a process that is gone (kill -9, a
 * crash, a container restarted with the same PID) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = resolve(dataDir);
  const lockPath = join(folder, LOCK_FILE_NAME);
  if (heldHere.has(lockPath))
    throw lockedError(folder, lockPath, { pid: process.pid, hostname: hostname(), startedAt: "" });

  const me: Owner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  const content = JSON.stringify(me);
  for (let attempt = 0; ; attempt++) {
    try {
      // "wx": created only if absent, atomically, so two starting processes cannot both succeed.
      writeFileSync(lockPath, content, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 2) throw error;
    }
    const found = readLock(lockPath);
    if (found === "gone") continue;
    if (holderAlive(found, lockPath)) throw lockedError(folder, lockPath, found.owner);
    // Abandoned: remove it only if it is still the same abandoned lock, then try to create ours again.
    if (readFileSafe(lockPath) === found.raw) rmSync(lockPath, { force: true });
  }

  heldHere.add(lockPath);
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockPath, now, now);
    } catch {}
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    heldHere.delete(lockPath);
    if (readFileSafe(lockPath) === content) rmSync(lockPath, { force: true });
  };
}

type FoundLock = { raw: string; owner: Owner | null; modifiedAt: number };

function readLock(lockPath: string): FoundLock | "gone" {
  try {
    const raw = readFileSync(lockPath, "utf8");
    const modifiedAt = statSync(lockPath).mtimeMs;
    let owner: Owner | null = null;
    try {
      const parsed = JSON.parse(raw) as Partial<Owner>;
      if (typeof parsed.pid === "number" && typeof parsed.hostname === "string") {
        owner = { pid: parsed.pid, hostname: parsed.hostname, startedAt: String(parsed.startedAt ?? "") };
      }
    } catch {}
    return { raw, owner, modifiedAt };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "gone";
    throw error;
  }
}

function readFileSafe(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

function holderAlive(found: FoundLock, lockPath: string): boolean {
  const { owner } = found;
  if (owner && owner.hostname === hostname()) {
    // Our own PID in a lock we do not hold is a previous life of this container or machine.
    if (owner.pid === process.pid) return heldHere.has(lockPath);
    return processExists(owner.pid);
  }
  // Another host (a shared folder) or an unreadable lock: only its heartbeat tells.
  return Date.now() - found.modifiedAt < STALE_MS;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, run by another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function lockedError(folder: string, lockPath: string, owner: Owner | null): DataDirLockedError {
  const who = owner ? `process ${owner.pid} on ${owner.hostname}` : "another process";
  return new DataDirLockedError(
    `The database folder ${folder} is already in use by ${who}. ` +
      "Two servers on one folder would each overwrite the other's data. Stop the other server, or set " +
      `DATA_DIR to another folder (or DATABASE_URL to share PostgreSQL). If no other server runs, delete ${lockPath}.`,
  );
}
