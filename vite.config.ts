import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text files worth compressing; images and fonts are compressed already, source maps are for developers. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/**
 * Brotli (quality 11) and gzip (level 9) copies beside every text file of the build above 1 KB, written once
 * at build time; the server sends the one the browser accepts (@fastify/static `preCompressed`, decision 041).
 * Runs after every other plugin, so the service worker vite-plugin-pwa writes last is compressed too.
 */
export function precompress(): Plugin {
  let outDir = "dist/web";
  return {
    name: "prayer-journey:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const content = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            // A copy no smaller than the file is never worth sending.
            if (br.length < content.length) await writeFile(`${file}.br`, br);
            if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}

const alias = {
  "@common": fileURLToPath(new URL("./common", import.meta.url)),
  "@": fileURLToPath(new URL("./web/src", import.meta.url)),
};

/** Where the loading screen sits in index.html; a prerendered page's HTML goes there instead. */
const APP_HTML = /<!--app-html-->[\s\S]*<!--\/app-html-->/;

/** The built stylesheet's link in index.html (the entry's CSS, Vite writes it). */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/;

/** The app's module script, its preloads and the appearance script, as Vite and index.html write them. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;
const MODULE_PRELOAD_ALL = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[\w.-]+\.js">/g;
const BOOT_SCRIPT = /<script src="\/appearance-boot\.js"><\/script>/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * /landing.html and /auth.html beside index.html: the same page with the route's own HTML in #root (in a
 * `data-prerendered` wrapper) and its title, rendered by web/src/prerender.tsx with react-dom/server in a
 * second, server-side build. The server sends them for /landing and /auth, so their text paints before any
 * script runs; the app renders beside it and takes over (web/src/app/prerendered.ts, decision 049).
 * Runs after the client build and before `precompress`, which compresses the pages too.
 */
export function prerender(): Plugin {
  let outDir = "dist/web";
  let root = process.cwd();
  return {
    name: "prayer-journey:prerender",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        // Inside the project, so the built module finds react, react-router… in node_modules.
        const ssrOut = resolve(root, "node_modules/.prerender");
        await build({
          configFile: false,
          root,
          logLevel: "warn",
          plugins: [react()],
          resolve: { alias },
          build: {
            ssr: "web/src/prerender.tsx",
            outDir: ssrOut,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            rolldownOptions: { output: { entryFileNames: "prerender.mjs" } },
          },
        });
        try {
          const module = (await import(pathToFileURL(join(ssrOut, "prerender.mjs")).href)) as {
            prerenderPages: () => Record<string, { title: string; html: string }>;
          };
          const template = await readFile(join(outDir, "index.html"), "utf8");
          if (!APP_HTML.test(template)) throw new Error("index.html has no <!--app-html--> markers");
          // The stylesheet goes inside the page (the CSP allows inline styles, its URLs are absolute): the first
          // paint then waits for one request, the page, not two.
          const stylesheet = template.match(STYLESHEET);
          if (!stylesheet) throw new Error("index.html links no built stylesheet");
          const css = (await readFile(join(outDir, stylesheet[1]!), "utf8")).replace(/<\/style/gi, "<\\/style");
          // The app's script and its preloads leave the head: appearance-boot.js starts them after the first
          // paint (data-app-entry, data-app-preload), so the text shows before any script is fetched or run.
          const entry = template.match(ENTRY_SCRIPT)?.[1];
          if (!entry) throw new Error("index.html has no built module script");
          const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
          const boot = `<script src="/appearance-boot.js" data-app-entry="${entry}" data-app-preload="${preloads.join(" ")}"></script>`;
          for (const [name, page] of Object.entries(module.prerenderPages())) {
            const html = template
              .replace(ENTRY_SCRIPT, "")
              .replace(MODULE_PRELOAD_ALL, "")
              .replace(BOOT_SCRIPT, () => boot)
              .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
              .replace(STYLESHEET, () => `<style>${css}</style>`)
              .replace(APP_HTML, () => `<div data-prerendered="${name}">${page.html}</div>`);
            await writeFile(join(outDir, `${name}.html`), html);
          }
        } finally {
          await rm(ssrOut, { recursive: true, force: true });
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The manifest and /sw.js (web/src/sw.ts), decision 029. The app registers the worker itself
    // (web/src/features/install/service-worker.ts); nothing runs in the dev server.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "web/src",
      filename: "sw.ts",
      injectRegister: false,
      registerType: "prompt",
      devOptions: { enabled: false },
      injectManifest: {
        // A classic script (no `type: "module"` registration needed in any browser).
        rollupFormat: "iife",
        // The shell: the page, every built script and style (lazy routes included, so any page opens
        // offline), the Latin fonts and the icons (~2 MB). Other font subsets are cached when first used.
        globPatterns: [
          "index.html",
          "assets/*.{js,css}",
          "assets/*-latin-*.woff2",
          "icons/*.{png,svg}",
          "favicon.svg",
          "appearance-boot.js",
        ],
        globIgnores: ["**/*.map"],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      // Already in globPatterns above.
      includeManifestIcons: false,
      manifest: {
        id: "/",
        name: "Prayer Journey",
        short_name: "Prayer Journey",
        description:
          "Pray through the eight prayer watches of the day with guided strategies, scripture and community.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "any",
        theme_color: "#1e1538",
        background_color: "#1e1538",
        categories: ["lifestyle", "education"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
        shortcuts: [
          {
            name: "Prayer Room",
            short_name: "Prayer Room",
            description: "The current watch's prayer room",
            url: "/prayer-room/current",
            icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
          },
          {
            name: "Prayer Journal",
            short_name: "Journal",
            description: "Your saved prayer sessions",
            url: "/?tab=journal",
            icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
          },
          {
            name: "Bible",
            short_name: "Bible",
            description: "Bible reading, search and reading plans",
            url: "/bible",
            icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
          },
        ],
      },
    }),
    prerender(),
    precompress(),
  ],
  resolve: { alias },
  publicDir: "web/public",
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Zod and the line that turns off its eval probe in one chunk: that chunk runs before any chunk
            // that builds a schema, so the page's CSP (no eval) is never violated (decision 041).
            {
              name: "zod",
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]web[\\/]src[\\/]lib[\\/]zod-without-eval\.ts$/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: "http://localhost:3001", changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      "/api": { target: "http://localhost:3001", changeOrigin: false },
    },
  },
});
