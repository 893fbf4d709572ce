import Fastify from "fastify";
import pg from "pg";

const port = Number(process.env.PORT ?? 3000);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

export function buildServer() {
  const app = Fastify({ logger: true });

  app.get("/healthz", async () => ({ ok: true }));

  app.get<{ Params: { sku: string } }>("/products/:sku", async (req, reply) => {
    const { rows } = await pool.query(
      "SELECT sku, name, price_cents, currency FROM products WHERE sku = $1 AND active",
      [req.params.sku],
    );
    if (rows.length === 0) {
      return reply.code(404).send({ error: "not_found" });
    }
    return rows[0];
  });

  app.addHook("onClose", async () => {
    await pool.end();
  });

  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const app = buildServer();
  app.listen({ port, host: "0.0.0.0" }).catch((err) => {
    app.log.error(err);
    process.exit(1);
  });
}
