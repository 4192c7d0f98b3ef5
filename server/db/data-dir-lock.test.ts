import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from "./data-dir-lock";

const root = mkdtempSync(join(tmpdir(), "pj-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
function folder() {
  const dir = join(root, `data-${++folders}`);
  mkdirSync(dir);
  return dir;
}
const writeLock = (dir: string, owner: object) => writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify(owner));

/** A process that is alive until `stop()`, standing for another server. */
function otherProcess() {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    child.kill("SIGKILL");
    await exited;
  };
  return { pid: child.pid!, stop };
}

describe("the embedded database's folder is one process's", () => {
  it("a second open of the same folder fails naming the folder; after close it opens again", async () => {
    const dataDir = folder();
    const first = await openDatabase({ kind: "pglite", dataDir });
    try {
      const second = openDatabase({ kind: "pglite", dataDir });
      await expect(second).rejects.toThrow(DataDirLockedError);
      await expect(second).rejects.toThrow(dataDir);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const again = await openDatabase({ kind: "pglite", dataDir });
    await again.close();
  }, 60_000);

  it("refuses while another live process holds it, and takes it over once that process is gone", async () => {
    const dataDir = folder();
    const other = otherProcess();
    writeLock(dataDir, { pid: other.pid, hostname: hostname(), startedAt: new Date().toISOString() });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(`${dataDir} is already in use by process ${other.pid}`);

    await other.stop(); // as by kill -9: its lock is left behind
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), "utf8")).pid).toBe(process.pid);
    release();
  });

  it("a lock from another host counts while its holder keeps touching it, and is abandoned after", () => {
    const dataDir = folder();
    writeLock(dataDir, { pid: 1, hostname: "another-host.example", startedAt: new Date().toISOString() });
    expect(() => lockDataDir(dataDir)).toThrow(/already in use by process 1 on another-host\.example/);

    const longAgo = new Date(Date.now() - 5 * 60_000);
    utimesSync(join(dataDir, LOCK_FILE_NAME), longAgo, longAgo);
    const release = lockDataDir(dataDir);
    release();
  });

  it("our own PID in a lock we do not hold is a previous life (a restarted container), not a holder", () => {
    const dataDir = folder();
    writeLock(dataDir, { pid: process.pid, hostname: hostname(), startedAt: "2020-01-01T00:00:00.000Z" });
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    release();
  });
});
