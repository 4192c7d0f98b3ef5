import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { SIGNED_IN_PAGE } from "./common/signed-in-page";

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
 * Inter, the app's text font, with `font-display: optional` instead of fontsource's `swap` (decision 053): a
 * first visit whose font has not arrived within about 100 ms keeps the fallback for that page, and later pages
 * find Inter cached. With `swap` the text grew when Inter arrived: a layout shift, and the app's page taking
 * over a page the server rendered counted as a new, later largest paint. The fonts a user picks in Appearance
 * keep `swap`: they asked for that face.
 */
export function interOptional(): Plugin {
  return {
    name: "prayer-journey:inter-optional",
    enforce: "pre",
    transform(code, id) {
      if (!/@fontsource-variable[\\/]inter[\\/]wght\.css$/.test(id.split("?")[0] ?? "")) return null;
      return { code: code.replaceAll("font-display: swap;", "font-display: optional;"), map: null };
    },
  };
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
        // Not the server's own module (.ssr, never sent) nor the signed-in template (filled per request).
        const files = (await filesUnder(outDir)).filter(
          (file) =>
            COMPRESSIBLE.test(file) &&
            !file.includes(`${sep}${dirname(SIGNED_IN_PAGE.module)}${sep}`) &&
            !file.endsWith(SIGNED_IN_PAGE.template),
        );
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

/** The signed-in home's page, and where the server puts its parts (server/plugins/signed-in-home.ts). */
const SSR_MARKERS = SIGNED_IN_PAGE.markers;

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
          // A lazy chunk's import asks for the stylesheet too (Vite adds the entry's CSS to every chunk's
          // dependencies) and its helper skips a stylesheet the page already links. A disabled link is never
          // fetched: without it the helper fetched the stylesheet again, waited for it before running the
          // chunk, and the browser recomputed every style of the page (about 280 ms at Lighthouse's 4× CPU on the
          // signed-in home, decision 054).
          const styleMarker = `<link rel="stylesheet" href="/${stylesheet[1]}" disabled>`;
          // The app's script and its preloads leave the head: appearance-boot.js starts them after the first
          // paint (data-app-entry, data-app-preload), so the text shows before any script is fetched or run.
          const entry = template.match(ENTRY_SCRIPT)?.[1];
          if (!entry) throw new Error("index.html has no built module script");
          const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
          const boot = `<script src="/appearance-boot.js" data-app-entry="${entry}" data-app-preload="${preloads.join(" ")}"></script>`;
          const page = (name: string, title: string, html: string) =>
            template
              .replace(ENTRY_SCRIPT, "")
              .replace(MODULE_PRELOAD_ALL, "")
              .replace(BOOT_SCRIPT, () => boot)
              .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
              .replace(STYLESHEET, () => `<style>${css}</style>${styleMarker}`)
              .replace(APP_HTML, () => `<div data-prerendered="${name}">${html}</div>`);
          for (const [name, prerendered] of Object.entries(module.prerenderPages())) {
            await writeFile(join(outDir, `${name}.html`), page(name, escapeHtml(prerendered.title), prerendered.html));
          }
          // The signed-in home's page, which the server fills for each request (decision 053): the same page
          // with markers where the server puts the title, the home's HTML and the answers it rendered from.
          // The app hydrates the server's HTML in place (decision 054): it goes straight into #root, which carries
          // the prerendered mark itself.
          await writeFile(
            join(outDir, SIGNED_IN_PAGE.template),
            page("home", SSR_MARKERS.title, SSR_MARKERS.html)
              .replace(
                `<div id="root"><div data-prerendered="home">${SSR_MARKERS.html}</div></div>`,
                () => `<div id="root" data-prerendered="home">${SSR_MARKERS.html}</div>`,
              )
              .replace("</body>", () => `${SSR_MARKERS.boot}</body>`),
          );
        } finally {
          await rm(ssrOut, { recursive: true, force: true });
        }
        // The module the server renders the signed-in home with, every package bundled in, so it runs wherever
        // the build is copied. In a dot folder, which the server never sends (server/plugins/static-web.ts).
        await build({
          configFile: false,
          root,
          logLevel: "warn",
          plugins: [react()],
          resolve: { alias },
          ssr: { noExternal: true },
          // React's production build, whatever NODE_ENV the server runs with.
          define: { "process.env.NODE_ENV": JSON.stringify("production") },
          build: {
            ssr: "web/src/render-home.tsx",
            outDir: join(outDir, dirname(SIGNED_IN_PAGE.module)),
            emptyOutDir: true,
            copyPublicDir: false,
            sourcemap: false,
            minify: false,
            rolldownOptions: { output: { entryFileNames: basename(SIGNED_IN_PAGE.module) } },
          },
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    interOptional(),
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
    // The page's own script preloads its imports (in the HTML); a lazy route's chunk does not: Vite's helper
    // added a <link> to the head for each of its imports, one by one on the main thread, in the middle of the
    // first render (about 200 ms at Lighthouse's 4× CPU on the home). The browser fetches them anyway as soon
    // as the chunk arrives (decision 053).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []) },
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
