import fastify from "fastify";

/** The benchmark's baseline: the smallest Fastify app, on the loopback port given in PORT. */
const app = fastify();
app.get("/", () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 0) });
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
process.once("SIGINT", () => void app.close().then(() => process.exit(0)));
