import Fastify from "fastify";
import { pool } from "./db";
import { invoiceRoutes } from "./routes/invoices";

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? "info" } });

app.get("/healthz", async () => {
  await pool.query("select 1");
  return { status: "ok" };
});

app.register(invoiceRoutes, { prefix: "/v1/invoices" });

const port = Number(process.env.PORT ?? 3000);
app.listen({ port, host: "0.0.0.0" }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
