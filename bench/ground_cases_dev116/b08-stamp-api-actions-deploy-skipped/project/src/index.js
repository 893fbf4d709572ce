const fastify = require("fastify")({ logger: true });

const stamps = new Map();

fastify.get("/healthz", async () => ({ ok: true }));

fastify.post("/cards/:id/stamps", async (req, reply) => {
  const { id } = req.params;
  const count = (stamps.get(id) || 0) + 1;
  stamps.set(id, count);
  reply.code(201);
  return { card: id, stamps: count, reward: count % 10 === 0 };
});

fastify.get("/cards/:id", async (req) => {
  const { id } = req.params;
  return { card: id, stamps: stamps.get(id) || 0 };
});

const port = Number(process.env.PORT || 3000);
if (require.main === module) {
  fastify.listen({ port, host: "0.0.0.0" }).catch((err) => {
    fastify.log.error(err);
    process.exit(1);
  });
}

module.exports = fastify;
