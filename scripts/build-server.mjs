// Bundles the server (and the common/ code it imports) into dist/server, with npm
// packages left as imports, and copies the migrations beside the bundle.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
await build({
  // The speech worker is a second entry: the server starts it as dist/server/speech-worker.js (decision 018).
  entryPoints: {
    server: "server/server.ts",
    "speech-worker": "server/features/text-to-speech/speech-worker.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
cpSync("server/db/migrations", "dist/server/migrations", { recursive: true });
console.log("server built: dist/server/server.js, dist/server/speech-worker.js");
