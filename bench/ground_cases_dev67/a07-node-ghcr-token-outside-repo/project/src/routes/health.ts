import type { FastifyInstance } from "fastify";

const startedAt = Date.now();

export async function healthRoutes(app: FastifyInstance) {
  app.get("/healthz", async () => ({ ok: true }));

  app.get("/readyz", async (_req, reply) => {
    const uptimeMs = Date.now() - startedAt;
    if (uptimeMs < 2000) {
      return reply.code(503).send({ ready: false, uptimeMs });
    }
    return { ready: true, uptimeMs };
  });

  app.get("/version", async () => ({
    version: process.env.APP_VERSION ?? "dev",
    commit: process.env.GIT_SHA ?? "unknown",
  }));
}
