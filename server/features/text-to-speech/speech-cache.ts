import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SpeechAudio } from "./providers";

/**
 * Audio already made, so the same text in the same voice is synthesised once (decision 011): a memory
 * LRU bounded in bytes, in front of files on disk named by the key (written to a temporary file, then
 * renamed, so a reader never sees half a file). The disk cache has no eviction; it is safe to delete.
 */

const EXTENSIONS: Record<string, string> = { "audio/wav": "wav", "audio/mpeg": "mp3" };
const CONTENT_TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

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
  onError?: (error: unknown, message: string) => void;
};

export class SpeechCache {
  private readonly memory = new Map<string, SpeechAudio>();
  private memoryUsed = 0;

  constructor(private readonly options: SpeechCacheOptions) {}

  get memoryBytes(): number {
    return this.memoryUsed;
  }

  async get(key: string): Promise<SpeechAudio | null> {
    const remembered = this.memory.get(key);
    if (remembered) {
      // Most recently used last.
      this.memory.delete(key);
      this.memory.set(key, remembered);
      return remembered;
    }
    if (!this.options.dir) return null;
    for (const [extension, contentType] of Object.entries(CONTENT_TYPES)) {
      try {
        const audio = await readFile(this.fileOf(key, extension));
        const found = { audio, contentType };
        this.remember(key, found);
        return found;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") this.options.onError?.(error, "reading cached speech");
      }
    }
    return null;
  }

  async set(key: string, value: SpeechAudio): Promise<void> {
    this.remember(key, value);
    const extension = EXTENSIONS[value.contentType];
    if (!this.options.dir || !extension) return;
    const file = this.fileOf(key, extension);
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await mkdir(join(this.options.dir, key.slice(0, 2)), { recursive: true });
      await writeFile(temporary, value.audio);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => {});
      this.options.onError?.(error, "writing cached speech");
    }
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

  private fileOf(key: string, extension: string): string {
    return join(this.options.dir!, key.slice(0, 2), `${key}.${extension}`);
  }
}
