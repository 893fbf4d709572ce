import Fastify from "fastify";
import Redis from "ioredis";

const app = Fastify({ logger: true });
const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");

app.get("/healthz", async () => ({ ok: true }));

app.post<{ Body: { userId: string; channel: "sms" | "email" | "push"; template: string; data?: object } }>(
  "/notify",
  async (req, reply) => {
    const { userId, channel, template, data } = req.body;
    if (!userId || !template) {
      return reply.code(400).send({ error: "userId and template are required" });
    }
    await redis.xadd("notify:queue", "*", "payload", JSON.stringify({ userId, channel, template, data }));
    return reply.code(202).send({ queued: true });
  },
);

const port = Number(process.env.PORT ?? 3000);
app.listen({ port, host: "0.0.0.0" }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
