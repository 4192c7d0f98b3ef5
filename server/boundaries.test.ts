import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkImports, checkServerImports, importSpecifiers } from "./testing/import-boundaries";

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const at = (relative: string) => path.join(serverDir, relative);

describe("server boundaries", () => {
  it("no feature or platform piece reaches inside another; each is used through its index.ts", () => {
    expect(checkServerImports(serverDir)).toEqual([]);
  });
});

describe("the boundary checker", () => {
  it("reads static, re-exported, type-only and dynamic imports", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "../b/b-types";',
      'export { c } from "../c";',
      'const d = await import("../../platform/d/d-internals");',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual(["./a", "../b/b-types", "../c", "../../platform/d/d-internals"]);
  });

  it("fails a deep import of another feature, and passes its public entry", () => {
    const file = at("features/ai/composer/select.ts");
    expect(checkImports(serverDir, file, 'import { kjv } from "../../bible/kjv-text";')).toEqual([
      {
        file: "server/features/ai/composer/select.ts",
        specifier: "../../bible/kjv-text",
        rule: expect.stringContaining('reaches inside the feature "bible"'),
      },
    ]);
    expect(checkImports(serverDir, file, 'import type { X } from "../../bible/search-index";')).toHaveLength(1);
    expect(checkImports(serverDir, file, 'export * from "../../bible/references.ts";')).toHaveLength(1);
    expect(checkImports(serverDir, file, 'import { findScripture } from "../../bible";')).toEqual([]);
    expect(checkImports(serverDir, file, 'import { findScripture } from "../../bible/index";')).toEqual([]);
  });

  it("lets a feature, its subfolders and its tests import the feature's own internals", () => {
    const source = 'import { x } from "../scripture-check";\nimport { y } from "./topics";';
    expect(checkImports(serverDir, at("features/ai/composer/select.ts"), source)).toEqual([]);
    expect(checkImports(serverDir, at("features/bible/bible.test.ts"), 'import { kjv } from "./kjv-text";')).toEqual(
      [],
    );
  });

  it("fails a deep import of a platform piece from anywhere outside it, and a platform piece importing a feature", () => {
    const deep = 'import { x } from "../../platform/events/event-bus";';
    expect(checkImports(serverDir, at("features/prayers/prayers.service.ts"), deep)).toHaveLength(1);
    expect(
      checkImports(serverDir, at("plugins/database.ts"), 'import { x } from "../platform/jobs/job-runner";'),
    ).toEqual([expect.objectContaining({ rule: expect.stringContaining('the platform piece "jobs"') })]);
    expect(checkImports(serverDir, at("app.ts"), 'import { jobs } from "./platform/jobs";')).toEqual([]);
    expect(
      checkImports(serverDir, at("platform/jobs/job-runner.ts"), 'import { x } from "../../features/prayers";'),
    ).toEqual([expect.objectContaining({ rule: expect.stringContaining("must not import the feature") })]);
    // A platform piece's test may drive a feature to exercise the piece in the whole app, through the feature's door.
    const testFile = at("platform/events/events.test.ts");
    expect(checkImports(serverDir, testFile, 'import { createPrayer } from "../../features/prayers";')).toEqual([]);
    expect(
      checkImports(serverDir, testFile, 'import { createPrayer } from "../../features/prayers/prayers.service";'),
    ).toEqual([expect.objectContaining({ rule: expect.stringContaining('reaches inside the feature "prayers"') })]);
  });

  it("lets a feature ask the platform policy through its index only", () => {
    const file = at("features/prayers/prayers.service.ts");
    expect(checkImports(serverDir, file, 'import { scope } from "../../platform/policy";')).toEqual([]);
    expect(checkImports(serverDir, file, 'import { can } from "../../platform/policy/index";')).toEqual([]);
    expect(checkImports(serverDir, file, 'import { rules } from "../../platform/policy/rules";')).toEqual([
      expect.objectContaining({ rule: expect.stringContaining('the platform piece "policy"') }),
    ]);
    // The live-update delivery asks it too, through the same door.
    expect(checkImports(serverDir, at("platform/live/index.ts"), 'import { can } from "../policy";')).toEqual([]);
  });

  it("leaves the composition root and shared server code free to wire features", () => {
    const source = 'import { bibleRoutes } from "./features/bible/bible.routes";';
    expect(checkImports(serverDir, at("app.ts"), source)).toEqual([]);
    expect(checkImports(serverDir, at("features/bible/bible.routes.ts"), 'import { x } from "../../errors";')).toEqual(
      [],
    );
  });
});
