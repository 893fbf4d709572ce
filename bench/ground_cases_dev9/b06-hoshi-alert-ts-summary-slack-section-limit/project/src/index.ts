import Fastify from "fastify";
import { loadConfig } from "./config.js";
import { AlertRouter } from "./alertRouter.js";
import { startScheduler } from "./scheduler.js";
import type { Alert } from "./notifiers/types.js";

const config = loadConfig();
const app = Fastify({ logger: true });
const router = AlertRouter.fromConfig(config, app.log);

app.post<{ Body: Alert }>("/alerts", async (req, reply) => {
  await router.dispatch(req.body);
  return reply.code(202).send({ ok: true });
});

app.get("/healthz", async () => ({ ok: true }));

startScheduler(router, app.log);
await app.listen({ port: config.port, host: "0.0.0.0" });
