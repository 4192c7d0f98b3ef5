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
  database: { kind: "postgres"; url: string; poolMax: number } | { kind: "pglite"; dataDir: string };
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
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
      : { kind: "pglite", dataDir: e.DATA_DIR },
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
