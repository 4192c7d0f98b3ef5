import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { App } from "../app";
import { prayers } from "../db/schema";
import { registerUser } from "../testing/factories";
import { buildTestApp, requestAs } from "../testing/test-app";
import { runAuthorizationMatrix } from "./authorization-matrix";
import { recordFigures } from "./figures";

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

describe("authorization matrix", () => {
  it("no operation shows or changes a user's data for anonymous callers or another user", async () => {
    const testApp = await buildTestApp();
    closers.push(testApp.close);
    const result = await runAuthorizationMatrix(testApp.app);
    recordFigures("authorization", { ...result, findings: result.findings.length });
    // A's account was filled: prayers, strategies, sessions, favourites… are there to be attacked.
    expect(result.rows).toBeGreaterThanOrEqual(8);
    // A leads two private groups (issue 17), whose rows B and anonymous callers are tried on.
    expect(result.filled["POST /api/prayer-groups"]).toBe(201);
    expect(result.attempts).toBeGreaterThan(100);
    expect(result.findings).toEqual([]);
  });

  it("reports an endpoint that forgets its owner check (reading or deleting by id alone)", async () => {
    // Deliberately leaky routes, as a careless new feature would write them.
    const leaky = (app: App) => {
      const params = z.object({ id: z.coerce.number().int().min(1) });
      app.get("/api/leaky/prayers/:id", { schema: { params } }, async (request) => {
        const { id } = params.parse(request.params);
        const [row] = await app.db.select().from(prayers).where(eq(prayers.id, id));
        return row ?? {};
      });
      app.delete("/api/leaky/prayers/:id", { schema: { params } }, async (request, reply) => {
        const { id } = params.parse(request.params);
        await app.db.delete(prayers).where(and(eq(prayers.id, id)));
        return reply.code(204).send();
      });
    };
    const testApp = await buildTestApp({}, { extend: leaky });
    closers.push(testApp.close);
    const { findings } = await runAuthorizationMatrix(testApp.app);
    const reported = new Set(findings.map((f) => f.operation));
    expect([...reported].sort()).toEqual(["DELETE /api/leaky/prayers/{id}", "GET /api/leaky/prayers/{id}"]);
    expect(findings.find((f) => f.operation === "GET /api/leaky/prayers/{id}")?.problem).toMatch(/holds A's data/);
    expect(findings.find((f) => f.operation === "DELETE /api/leaky/prayers/{id}")?.problem).toMatch(
      /A's GET \/api\/(prayers|account\/export) changed .*prayers?\.0\.title: zq/,
    );
  });

  it("reports an endpoint that changes rows whose ids come inside an array of its body (like a drag of notes)", async () => {
    const leaky = (app: App) => {
      // Several notes at once, their ids inside an array of the body (like a drag of notes).
      const many = z
        .array(z.object({ id: z.number().int().min(1).max(2_147_483_647), title: z.string().min(1).max(50) }))
        .min(1)
        .max(10);
      app.patch("/api/leaky/prayers/titles", { schema: { body: many } }, async (request, reply) => {
        for (const { id, title } of many.parse(request.body)) {
          const [row] = await app.db
            .update(prayers)
            .set({ title })
            .where(eq(prayers.id, id))
            .returning({ userId: prayers.userId });
          // Tells what changed, as every write does (the prayer list's cache listens).
          if (row) app.events.committed(app.db, [{ type: "prayers.changed", userId: row.userId }]);
        }
        return reply.code(204).send();
      });
    };
    const testApp = await buildTestApp({}, { extend: leaky });
    closers.push(testApp.close);
    // Someone else's notes come first, so A's notes' ids are not the 1, 2, 3 a sample body names anyway.
    const earlier = await registerUser(testApp.app);
    for (let i = 0; i < 5; i++) {
      await requestAs(testApp.app, "POST", "/api/prayers", earlier.cookie, { title: `earlier ${i}`, content: "x" });
    }
    const { findings } = await runAuthorizationMatrix(testApp.app);
    expect([...new Set(findings.map((f) => f.operation))]).toEqual(["PATCH /api/leaky/prayers/titles"]);
    expect(findings[0]?.problem).toMatch(/A's GET \/api\/prayers changed .*title: zq\w+ → sample/);
  });
});
