import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SpeechAudio } from "./providers";

/**
 * Audio already made, so the same text in the same voice is synthesised once (decisions 011, 018): a
 * memory LRU bounded in bytes, in front of files on disk named by the key (written to a temporary file,
 * then renamed, so a reader never sees half a file). The disk is bounded in bytes too: an index of the
 * files (read from the directory on first use, oldest modification first) drops the least recently used
 * files once they add up to more than `diskBytes`. A file's modification time is its last use, so the
 * order survives a restart. The directory is safe to delete at any time.
 */

const EXTENSIONS: Record<string, string> = { "audio/wav": "wav", "audio/mpeg": "mp3" };
const CONTENT_TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));
/** A temporary file older than this was left by a process that stopped while writing it. */
const STALE_TEMPORARY_MS = 10 * 60_000;

export type SpeechCacheKeyParts = { provider: string; tag: string; voice: string; speed: number; text: string };

/** sha256 of provider|tag|voice|speed|text, hex. */
export function speechCacheKey(parts: SpeechCacheKeyParts): string {
  return createHash("sha256")
    .update([parts.provider, parts.tag, parts.voice, parts.speed.toFixed(2), parts.text].join("|"))
    .digest("hex");
}

export type SpeechCacheOptions = {
  /** Directory for the files; null keeps the cache in memory only. */
  dir: string | null;
  memoryBytes: number;
  /** Most bytes of files kept in `dir` (0 keeps nothing on disk). */
  diskBytes: number;
  onError?: (error: unknown, message: string) => void;
};

type DiskEntry = { file: string; size: number };

export class SpeechCache {
  private readonly memory = new Map<string, SpeechAudio>();
  private memoryUsed = 0;
  /** Files on disk, least recently used first. */
  private readonly disk = new Map<string, DiskEntry>();
  private diskUsed = 0;
  private diskLoaded: Promise<void> | null = null;
  private readonly dir: string | null;

  constructor(private readonly options: SpeechCacheOptions) {
    this.dir = options.dir && options.diskBytes > 0 ? options.dir : null;
  }

  get memoryBytes(): number {
    return this.memoryUsed;
  }

  /** Bytes of the files this cache knows on disk (after its first use). */
  get diskBytes(): number {
    return this.diskUsed;
  }

  /** Lists the files already on disk (done on first use otherwise); the server does it when it starts. */
  async prepare(): Promise<void> {
    if (this.dir) await this.loadDisk();
  }

  async get(key: string): Promise<SpeechAudio | null> {
    const remembered = this.memory.get(key);
    if (remembered) {
      // Most recently used last.
      this.memory.delete(key);
      this.memory.set(key, remembered);
      this.touchDisk(key);
      return remembered;
    }
    if (!this.dir) return null;
    await this.loadDisk();
    const known = this.disk.get(key);
    const candidates = known
      ? [known.file]
      : // Another server on the same directory may have written it since this one listed it.
        Object.keys(CONTENT_TYPES).map((extension) => this.fileOf(key, extension));
    for (const file of candidates) {
      try {
        const audio = await readFile(file);
        const found = { audio, contentType: CONTENT_TYPES[file.slice(file.lastIndexOf(".") + 1)]! };
        if (!this.disk.has(key)) this.indexDisk(key, { file, size: audio.length });
        this.touchDisk(key);
        this.remember(key, found);
        return found;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") this.options.onError?.(error, "reading cached speech");
        else if (known) this.forgetDisk(key);
      }
    }
    return null;
  }

  async set(key: string, value: SpeechAudio): Promise<void> {
    this.remember(key, value);
    const extension = EXTENSIONS[value.contentType];
    if (!this.dir || !extension || value.audio.length > this.options.diskBytes) return;
    await this.loadDisk();
    const file = this.fileOf(key, extension);
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await mkdir(join(this.dir, key.slice(0, 2)), { recursive: true });
      await writeFile(temporary, value.audio);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => {});
      this.options.onError?.(error, "writing cached speech");
      return;
    }
    this.indexDisk(key, { file, size: value.audio.length });
    await this.evictDisk();
  }

  private remember(key: string, value: SpeechAudio) {
    const size = value.audio.length;
    if (size > this.options.memoryBytes) return;
    const previous = this.memory.get(key);
    if (previous) {
      this.memory.delete(key);
      this.memoryUsed -= previous.audio.length;
    }
    for (const [oldest, entry] of this.memory) {
      if (this.memoryUsed + size <= this.options.memoryBytes) break;
      this.memory.delete(oldest);
      this.memoryUsed -= entry.audio.length;
    }
    this.memory.set(key, value);
    this.memoryUsed += size;
  }

  /** Lists the directory once: every cached file with its size, least recently used first. */
  private loadDisk(): Promise<void> {
    this.diskLoaded ??= (async () => {
      const dir = this.dir!;
      const found: Array<{ key: string; file: string; size: number; usedAt: number }> = [];
      let shards: string[] = [];
      try {
        shards = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") this.options.onError?.(error, "listing cached speech");
      }
      for (const shard of shards) {
        if (!/^[0-9a-f]{2}$/.test(shard)) continue;
        const names = await readdir(join(dir, shard)).catch(() => [] as string[]);
        for (const name of names) {
          const file = join(dir, shard, name);
          const stats = await stat(file).catch(() => null);
          if (!stats?.isFile()) continue;
          if (name.endsWith(".tmp")) {
            if (Date.now() - stats.mtimeMs > STALE_TEMPORARY_MS) await rm(file, { force: true }).catch(() => {});
            continue;
          }
          const match = /^([0-9a-f]{64})\.(\w+)$/.exec(name);
          if (!match || !CONTENT_TYPES[match[2]!]) continue;
          found.push({ key: match[1]!, file, size: stats.size, usedAt: stats.mtimeMs });
        }
      }
      found.sort((a, b) => a.usedAt - b.usedAt);
      // Files written before the listing finished are already indexed, as the most recent.
      const written = [...this.disk];
      this.disk.clear();
      this.diskUsed = 0;
      for (const { key, file, size } of found) this.indexDisk(key, { file, size });
      for (const [key, entry] of written) this.indexDisk(key, entry);
      await this.evictDisk();
    })();
    return this.diskLoaded;
  }

  private indexDisk(key: string, entry: DiskEntry) {
    this.forgetDisk(key);
    this.disk.set(key, entry);
    this.diskUsed += entry.size;
  }

  private forgetDisk(key: string) {
    const previous = this.disk.get(key);
    if (!previous) return;
    this.disk.delete(key);
    this.diskUsed -= previous.size;
  }

  /** Marks a file as just used: last in the index, and its modification time now (for the next start). */
  private touchDisk(key: string) {
    const entry = this.disk.get(key);
    if (!entry) return;
    this.disk.delete(key);
    this.disk.set(key, entry);
    const now = new Date();
    utimes(entry.file, now, now).catch(() => {});
  }

  /** Deletes the least recently used files until the rest fit in `diskBytes`. */
  private async evictDisk() {
    const doomed: string[] = [];
    for (const [key, entry] of this.disk) {
      if (this.diskUsed <= this.options.diskBytes) break;
      this.forgetDisk(key);
      doomed.push(entry.file);
    }
    await Promise.all(
      doomed.map((file) =>
        rm(file, { force: true }).catch((error: unknown) => this.options.onError?.(error, "evicting cached speech")),
      ),
    );
  }

  private fileOf(key: string, extension: string): string {
    return join(this.dir!, key.slice(0, 2), `${key}.${extension}`);
  }
}
