import { z } from "zod";

/**
 * Zod's object parser compiles a fast path with `new Function` unless told not to, and probes for it when
 * the first object schema is built. The page's policy forbids eval (`script-src 'self'`), so that probe
 * was a Content-Security-Policy violation on every page (Lighthouse's "issues" audit, decision 041). Set
 * before any schema is built: main.tsx imports this module first.
 */
z.config({ jitless: true });
