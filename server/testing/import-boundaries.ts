import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The server's doors (docs/ARCHITECTURE.md, "Boundaries"): a feature (`server/features/<f>/`) is
 * used by other features and by platform pieces only through its public entry `index.ts`; a platform
 * piece (`server/platform/<p>/`) is used by anything outside it only through its `index.ts`; and a
 * platform piece imports no feature at all (its tests may, through the feature's index, to exercise
 * it in the whole app). Files inside a unit (its tests included) may import its
 * internals. The composition root (app.ts, server.ts) wires features' routes and plugins and is not
 * a feature, so it is not checked.
 */

export type BoundaryViolation = { file: string; specifier: string; rule: string };

type Unit = { kind: "features" | "platform"; name: string; root: string };

/** The feature or platform piece a server file belongs to; null for anything else. */
function unitOf(serverDir: string, file: string): Unit | null {
  const [kind, name, ...rest] = path.relative(serverDir, file).split(path.sep);
  if ((kind !== "features" && kind !== "platform") || !name || name.startsWith("..")) return null;
  // server/features/x.ts (a file, not a folder) belongs to no unit.
  if (rest.length === 0 && /\.[cm]?[jt]sx?$/.test(name)) return null;
  return { kind, name, root: path.join(serverDir, kind, name) };
}

/** A test of a platform piece may drive features (through their index) to exercise it in the whole app. */
function isTest(file: string): boolean {
  return /\.test\.tsx?$/.test(file);
}

/** Whether a resolved import path is the unit's public entry: the folder itself or its index. */
function isPublicEntry(unit: Unit, target: string): boolean {
  const withoutExtension = target.replace(/\.[cm]?[jt]sx?$/, "");
  return withoutExtension === unit.root || withoutExtension === path.join(unit.root, "index");
}

/** Every module specifier a source names: static imports, `export … from`, `import()` and `import type`. */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The violations in one file's source; `file` is its absolute path, `serverDir` the absolute path of server/. */
export function checkImports(serverDir: string, file: string, source: string): BoundaryViolation[] {
  const from = unitOf(serverDir, file);
  const violations: BoundaryViolation[] = [];
  const relativeFile = path.relative(path.dirname(serverDir), file);
  for (const specifier of importSpecifiers(source)) {
    if (!specifier.startsWith(".")) continue;
    const target = path.resolve(path.dirname(file), specifier);
    const to = unitOf(serverDir, target);
    if (!to || (from && from.kind === to.kind && from.name === to.name)) continue;
    if (from?.kind === "platform" && to.kind === "features" && !isTest(file)) {
      violations.push({
        file: relativeFile,
        specifier,
        rule: `the platform piece "${from.name}" must not import the feature "${to.name}" (features use the platform, not the other way round)`,
      });
    } else if ((from || to.kind === "platform") && !isPublicEntry(to, target)) {
      const entry = `server/${to.kind}/${to.name}/index.ts`;
      violations.push({
        file: relativeFile,
        specifier,
        rule: `reaches inside ${to.kind === "features" ? "the feature" : "the platform piece"} "${to.name}"; import its public entry ${entry} (export what is needed there)`,
      });
    }
  }
  return violations;
}

/** Every .ts/.tsx file under a folder, skipping node_modules and generated migrations. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name === "migrations" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The violations in every source file under server/. */
export function checkServerImports(serverDir: string): BoundaryViolation[] {
  return sourceFiles(serverDir).flatMap((file) => checkImports(serverDir, file, readFileSync(file, "utf8")));
}
