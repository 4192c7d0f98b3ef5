import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

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
  ],
  resolve: {
    alias: {
      "@common": fileURLToPath(new URL("./common", import.meta.url)),
      "@": fileURLToPath(new URL("./web/src", import.meta.url)),
    },
  },
  publicDir: "web/public",
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    sourcemap: true,
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
