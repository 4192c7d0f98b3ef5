import { MovePrayersInputSchema, UpdatePrayerInputSchema } from "@common/prayers";
import cookie from "@fastify/cookie";
import fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { openDatabase } from "../server/db/client";
import { moveBatcherOf } from "../server/features/prayers/move-batcher";
import { moveNotesTogether } from "../server/features/prayers/move-together";
import { PrayerParamsSchema } from "../server/features/prayers/prayers.routes";
import { onlyAMove } from "../server/features/prayers/prayers.service";
import { EventBus } from "../server/platform/events";

/**
 * The bench's floor for moving a note (decision 014): the least a correct move can be in this stack.
 * A bare Fastify (no logger), with what any correct move needs — the session cookie read by
 * @fastify/cookie, the request checked against the app's own zod contract, and the app's own batched
 * write (`MoveBatcher`, the same statement on the same database; `moveNotesTogether` for a drag of several
 * notes, PATCH /api/prayers/positions) — and nothing else: no security
 * headers, hooks, error envelope or session store (the run's one session is given in the environment).
 */
const { DATABASE_URL, SESSION_TOKEN, USER_ID, PORT } = process.env;
if (!DATABASE_URL || !SESSION_TOKEN || !USER_ID)
  throw new Error("DATABASE_URL, SESSION_TOKEN and USER_ID are required");
const userId = Number(USER_ID);
const database = await openDatabase({ kind: "postgres", url: DATABASE_URL, poolMax: 4 });
// The same statement as the app's, which sends the owner's change event; nobody here listens to it.
const events = new EventBus({ database });
const batcher = moveBatcherOf(database.db, events);

const app = fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(cookie);
app.get("/", () => ({ floor: "move a note" }));
app.patch(
  "/api/prayers/:id",
  { schema: { params: PrayerParamsSchema, body: UpdatePrayerInputSchema.strict() } },
  async (request, reply) => {
    if (request.cookies.pj_session !== SESSION_TOKEN) return reply.code(401).send({ error: "Sign in first." });
    const position = onlyAMove(request.body);
    if (!position) return reply.code(400).send({ error: "The floor only moves notes." });
    const moved = await batcher.move({ id: request.params.id, userId, position });
    if (moved === undefined) return reply.code(404).send({ error: "No such prayer." });
    return reply.type("application/json; charset=utf-8").send(moved);
  },
);
app.patch("/api/prayers/positions", { schema: { body: MovePrayersInputSchema } }, async (request, reply) => {
  if (request.cookies.pj_session !== SESSION_TOKEN) return reply.code(401).send({ error: "Sign in first." });
  const moved = await moveNotesTogether(database.db, events, userId, request.body);
  if (moved === undefined) return reply.code(404).send({ error: "No such prayer." });
  return reply.type("application/json; charset=utf-8").send(moved);
});
await app.listen({ host: "127.0.0.1", port: Number(PORT ?? 0) });
const stop = () =>
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
