import { describe, expect, it } from "vitest";

/** Source of every feature file, read at build time by Vite (no file-system access needed). */
const featureFiles = import.meta.glob<string>(["/web/src/features/**/*.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const importPattern = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function importsOf(source: string): string[] {
  return [...source.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? "");
}

function featureOf(file: string): string {
  return file.split("/")[4] ?? "";
}

/** The feature a relative import lands in, if it leaves the file's own feature. */
function resolvedFeature(file: string, specifier: string): string | null {
  const parts = file.split("/").slice(0, -1);
  for (const segment of specifier.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== ".") parts.push(segment);
  }
  const joined = parts.join("/");
  const match = /^\/web\/src\/features\/([^/]+)/.exec(joined);
  if (match) return match[1] ?? null;
  return joined.startsWith("/web/src/app") ? "app" : null;
}

function violations(): string[] {
  const found: string[] = [];
  for (const [file, source] of Object.entries(featureFiles)) {
    const own = featureOf(file);
    for (const specifier of importsOf(source)) {
      if (specifier.startsWith("@/app")) found.push(`${file} imports ${specifier} (features must not import the app)`);
      const aliased = /^@\/features\/([^/]+)/.exec(specifier);
      if (aliased && aliased[1] !== own) found.push(`${file} imports ${specifier} (another feature)`);
      if (specifier.startsWith(".")) {
        const target = resolvedFeature(file, specifier);
        if (target === "app") found.push(`${file} imports ${specifier} (features must not import the app)`);
        else if (target && target !== own) found.push(`${file} imports ${specifier} (another feature)`);
      }
    }
  }
  return found;
}

describe("import boundaries", () => {
  it("finds the feature files", () => {
    expect(Object.keys(featureFiles).length).toBeGreaterThan(10);
  });

  it("keeps features from importing each other or the app", () => {
    expect(violations()).toEqual([]);
  });

  it("recognises a violation", () => {
    expect(resolvedFeature("/web/src/features/auth/components/x.tsx", "../../dashboard/y")).toBe("dashboard");
    expect(resolvedFeature("/web/src/features/auth/components/x.tsx", "../api/queries")).toBe("auth");
    expect(resolvedFeature("/web/src/features/auth/x.ts", "../../app/paths")).toBe("app");
  });
});
