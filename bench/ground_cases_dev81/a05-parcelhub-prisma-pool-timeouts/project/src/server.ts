import Fastify from "fastify";
import cron from "node-cron";
import { prisma } from "./db.js";
import { importPendingOrders } from "./jobs/importOrders.js";
import { orderRoutes } from "./routes/orders.js";

const app = Fastify({ logger: true });
app.register(orderRoutes, { prefix: "/orders" });

app.get("/healthz", async () => {
  await prisma.$queryRaw`SELECT 1`;
  return { ok: true };
});

cron.schedule("*/15 * * * *", () => {
  importPendingOrders().catch((err) => app.log.error({ err }, "order import failed"));
});

const port = Number(process.env.PORT ?? 3000);
app.listen({ port, host: "0.0.0.0" }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
