import type { FastifyInstance } from "fastify";
import { config } from "../config.js";
import { queue } from "../queue.js";
import { toFeishuCard, type GrafanaAlert } from "../feishu.js";

export async function alertRoutes(app: FastifyInstance) {
  app.post<{ Body: GrafanaAlert }>("/alerts", async (req, reply) => {
    if (req.headers.authorization !== `Bearer ${config.alertToken}`) {
      return reply.code(401).send({ error: "bad token" });
    }
    queue.push(toFeishuCard(req.body));
    return reply.code(202).send({ queued: queue.size() });
  });
}
