import { createECDH } from "node:crypto";
import { z } from "zod";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "true" || value === "1"));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(1_000),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(20),
  JOBS_RUN: booleanFromEnv,
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(25_000).default(20_000),
  LIVE_REPLAY_EVENTS: z.coerce.number().int().min(10).max(100_000).default(1_000),
  LIVE_MAX_STREAM_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(900_000),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().trim().min(3).default("Prayer Journey <no-reply@localhost>"),
  APP_URL: z
    .url()
    .regex(/^https?:\/\//, "must start with http:// or https://")
    .default("http://localhost:3000")
    .transform((value) => value.replace(/\/+$/, "")),
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  COOKIE_SECURE: booleanFromEnv,
  TRUST_PROXY: booleanFromEnv,
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  AUTH_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_USERNAME_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  WEB_DIST_DIR: z.string().optional(),
  ESV_API_KEY: z.string().trim().optional(),
  AI_BASE_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  AI_API_KEY: z.string().trim().optional(),
  AI_MODEL: z.string().trim().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  TTS_PROVIDER: z.enum(["auto", "builtin", "elevenlabs", "openai"]).default("auto"),
  TTS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  TTS_CACHE_DIR: z.string().optional(),
  TTS_CACHE_MEMORY_MB: z.coerce.number().int().min(0).max(4_096).default(64),
  TTS_CACHE_DISK_MB: z.coerce.number().int().min(0).max(1_048_576).default(256),
  TTS_DAILY_CHARACTERS_PER_USER: z.coerce.number().int().min(0).default(50_000),
  TTS_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  TTS_QUEUE_MAX: z.coerce.number().int().min(0).max(1_000).default(16),
  ELEVENLABS_API_KEY: z.string().trim().optional(),
  ELEVENLABS_VOICE_FEMALE: z.string().trim().min(1).default("21m00Tcm4TlvDq8ikWAM"),
  ELEVENLABS_VOICE_MALE: z.string().trim().min(1).default("pNInz6obpgDQGcFmaJgB"),
  OPENAI_TTS_API_KEY: z.string().trim().optional(),
  OPENAI_TTS_BASE_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  OPENAI_TTS_MODEL: z.string().trim().min(1).default("gpt-4o-mini-tts"),
  OPENAI_TTS_VOICE_FEMALE: z.string().trim().min(1).default("nova"),
  OPENAI_TTS_VOICE_MALE: z.string().trim().min(1).default("onyx"),
});

export type Config = {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  database:
    | { kind: "postgres"; url: string; poolMax: number; connectTimeoutMs: number }
    | { kind: "pglite"; dataDir: string };
  /** Background jobs (decision 023): poll interval, jobs run at once, and whether this process runs them. */
  jobs: { pollIntervalMs: number; concurrency: number; run: boolean };
  /** Time limits of the HTTP server (decision 020). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; idleTimeoutMs: number; keepAliveTimeoutMs: number };
  /** Live updates (GET /api/events, decision 022): heartbeat interval, recent events kept for reconnects. */
  live: { heartbeatMs: number; replayWindow: number; maxStreamMs: number };
  /** Outgoing e-mail (decision 025): null smtpUrl means mail is off; appUrl is the public address put in links. */
  mail: { smtpUrl: string | null; from: string; appUrl: string };
  /**
   * Web Push (decision 030): the VAPID key pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or null to use
   * the pair generated at first start and kept in the database; `subject` is the contact push services see.
   */
  push: { vapidKeys: { publicKey: string; privateKey: string } | null; subject: string };
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  session: { ttlDays: number; cookieSecure: "auto" | boolean; cacheSeconds: number };
  trustProxy: boolean;
  allowedOrigins: string[];
  authRateLimit: { ipMax: number; usernameMax: number; windowSeconds: number };
  /** Built client to serve; null disables static serving (API-only, e.g. dev with Vite). */
  webDistDir: string | null;
  /** Key for the ESV API (api.esv.org); null reads every passage from the embedded KJV. */
  esvApiKey: string | null;
  /**
   * An OpenAI-compatible language model (hosted or local, e.g. Ollama); null uses only the built-in
   * scripture-grounded composer. Set when AI_BASE_URL or AI_API_KEY is given, with AI_MODEL.
   */
  ai: {
    languageModel: { baseUrl: string | null; apiKey: string | null; model: string } | null;
    timeoutMs: number;
    rateLimitPerMinute: number;
  };
  textToSpeech: {
    /** auto: ElevenLabs if keyed, else OpenAI speech if keyed, else the built-in voice. */
    provider: "auto" | "builtin" | "elevenlabs" | "openai";
    rateLimitPerMinute: number;
    /** Synthesised audio kept on disk; null keeps the cache in memory only. */
    cacheDir: string | null;
    cacheMemoryBytes: number;
    /** Most bytes of audio files kept in cacheDir; the least recently used go first (0: none on disk). */
    cacheDiskBytes: number;
    /** Characters of new audio per user per UTC day; 0 means no limit. */
    dailyCharactersPerUser: number;
    /** Worker threads for the built-in voice, and how many texts may wait for one (beyond: 503). */
    workers: number;
    queueMax: number;
    elevenLabs: { apiKey: string; voices: { female: string; male: string } } | null;
    openAi: { apiKey: string; baseUrl: string | null; model: string; voices: { female: string; male: string } } | null;
  };
};

export class ConfigError extends Error {}

/** Parses the environment once. Nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.SMTP_URL && e.NODE_ENV === "production" && !env.APP_URL?.trim()) {
    // Links in mail would point at localhost: refuse rather than mail links nobody can open.
    throw new ConfigError(
      "Invalid environment configuration:\n  APP_URL: must be set when SMTP_URL is (the public address put in links, e.g. https://prayer.example.org)",
    );
  }
  const vapidKeys = vapidKeysOf(e.VAPID_PUBLIC_KEY || undefined, e.VAPID_PRIVATE_KEY || undefined);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? {
          kind: "postgres",
          url: e.DATABASE_URL,
          poolMax: e.DATABASE_POOL_MAX,
          connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
        }
      : { kind: "pglite", dataDir: e.DATA_DIR },
    jobs: {
      pollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
      concurrency: e.JOBS_CONCURRENCY,
      // Tests drive jobs with app.jobs.tick() on a clock of their own.
      run: e.JOBS_RUN ?? e.NODE_ENV !== "test",
    },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    live: { heartbeatMs: e.LIVE_HEARTBEAT_MS, replayWindow: e.LIVE_REPLAY_EVENTS, maxStreamMs: e.LIVE_MAX_STREAM_MS },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, appUrl: e.APP_URL },
    push: { vapidKeys, subject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.APP_URL, e.MAIL_FROM) },
    logLevel: e.LOG_LEVEL,
    session: {
      ttlDays: e.SESSION_TTL_DAYS,
      cookieSecure: e.COOKIE_SECURE ?? "auto",
      cacheSeconds: e.SESSION_CACHE_SECONDS,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    allowedOrigins: e.ALLOWED_ORIGINS,
    authRateLimit: {
      ipMax: e.AUTH_RATE_LIMIT_IP_MAX,
      usernameMax: e.AUTH_RATE_LIMIT_USERNAME_MAX,
      windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    webDistDir: e.WEB_DIST_DIR === "" ? null : (e.WEB_DIST_DIR ?? "dist/web"),
    esvApiKey: e.ESV_API_KEY || null,
    ai: {
      languageModel:
        e.AI_BASE_URL || e.AI_API_KEY
          ? { baseUrl: e.AI_BASE_URL ?? null, apiKey: e.AI_API_KEY || null, model: e.AI_MODEL || "gpt-4o-mini" }
          : null,
      timeoutMs: e.AI_TIMEOUT_MS,
      rateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    },
    textToSpeech: {
      provider: e.TTS_PROVIDER,
      rateLimitPerMinute: e.TTS_RATE_LIMIT_PER_MINUTE,
      cacheDir: e.TTS_CACHE_DIR === "" ? null : (e.TTS_CACHE_DIR ?? `${e.DATA_DIR.replace(/\/$/, "")}/tts-cache`),
      cacheMemoryBytes: e.TTS_CACHE_MEMORY_MB * 1024 * 1024,
      cacheDiskBytes: e.TTS_CACHE_DISK_MB * 1024 * 1024,
      dailyCharactersPerUser: e.TTS_DAILY_CHARACTERS_PER_USER,
      workers: e.TTS_WORKERS,
      queueMax: e.TTS_QUEUE_MAX,
      elevenLabs: e.ELEVENLABS_API_KEY
        ? { apiKey: e.ELEVENLABS_API_KEY, voices: { female: e.ELEVENLABS_VOICE_FEMALE, male: e.ELEVENLABS_VOICE_MALE } }
        : null,
      openAi: e.OPENAI_TTS_API_KEY
        ? {
            apiKey: e.OPENAI_TTS_API_KEY,
            baseUrl: e.OPENAI_TTS_BASE_URL ?? null,
            model: e.OPENAI_TTS_MODEL,
            voices: { female: e.OPENAI_TTS_VOICE_FEMALE, male: e.OPENAI_TTS_VOICE_MALE },
          }
        : null,
    },
  };
}

/** Both VAPID keys or neither; each in the form `web-push generate-vapid-keys` prints, and the two a pair. */
function vapidKeysOf(publicKey: string | undefined, privateKey: string | undefined) {
  if (!publicKey && !privateKey) return null;
  const invalid = (line: string) => new ConfigError(`Invalid environment configuration:\n  ${line}`);
  if (!publicKey || !privateKey) {
    throw invalid(
      "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (e.g. from `npx web-push generate-vapid-keys`) or neither (a pair is then generated and kept in the database)",
    );
  }
  const base64url = /^[A-Za-z0-9_-]+$/;
  const publicBytes = base64url.test(publicKey) ? Buffer.from(publicKey, "base64url") : Buffer.alloc(0);
  const privateBytes = base64url.test(privateKey) ? Buffer.from(privateKey, "base64url") : Buffer.alloc(0);
  if (publicBytes.length !== 65 || publicBytes[0] !== 4) {
    throw invalid("VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key, 65 bytes in URL-safe base64");
  }
  if (privateBytes.length !== 32)
    throw invalid("VAPID_PRIVATE_KEY: must be a P-256 private key, 32 bytes in URL-safe base64");
  const ecdh = createECDH("prime256v1");
  try {
    ecdh.setPrivateKey(privateBytes);
  } catch {
    throw invalid("VAPID_PRIVATE_KEY: is not a valid P-256 private key");
  }
  if (!ecdh.getPublicKey().equals(publicBytes)) {
    throw invalid("VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY");
  }
  return { publicKey, privateKey };
}

/**
 * The VAPID contact when VAPID_SUBJECT is unset: APP_URL when it is a public https:// address (Apple's push
 * service refuses localhost), else the MAIL_FROM address as a mailto: URL.
 */
function defaultVapidSubject(appUrl: string, mailFrom: string): string {
  const url = new URL(appUrl);
  if (url.protocol === "https:" && url.hostname !== "localhost" && url.hostname !== "127.0.0.1") return appUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}
