import Fastify from "fastify";
import { healthRoutes } from "./routes/health.js";
import { quoteRoutes } from "./routes/quotes.js";

export function buildServer() {
  const app = Fastify({ logger: process.env.NODE_ENV !== "test" });
  app.register(healthRoutes);
  app.register(quoteRoutes, { prefix: "/quotes" });
  return app;
}

if (process.env.NODE_ENV !== "test") {
  const app = buildServer();
  const port = Number(process.env.PORT ?? 3000);
  app.listen({ port, host: "0.0.0.0" }).catch((err) => {
    app.log.error(err);
    process.exit(1);
  });
}
