import type { FastifyInstance } from "fastify";
import { queue } from "../queue.js";

export async function healthRoutes(app: FastifyInstance) {
  app.get("/healthz", async () => ({ ok: true, queued: queue.size() }));
}
