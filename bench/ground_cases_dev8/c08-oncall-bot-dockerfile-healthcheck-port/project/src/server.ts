import Fastify from "fastify";
import { config } from "./config.js";
import { alertRoutes } from "./routes/alert.js";
import { healthRoutes } from "./routes/health.js";
import { queue } from "./queue.js";

const app = Fastify({ logger: { level: config.logLevel } });

await app.register(healthRoutes);
await app.register(alertRoutes, { prefix: "/grafana" });

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    app.log.info(`${signal} received, shutting down`);
    await queue.drain(5_000);
    await app.close();
    process.exit(0);
  });
}

await app.listen({ host: "0.0.0.0", port: config.port });
queue.start(app.log);
