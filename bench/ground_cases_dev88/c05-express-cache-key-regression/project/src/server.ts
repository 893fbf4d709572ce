import { randomUUID } from "node:crypto";
import express from "express";
import { logger } from "./logger.js";
import { products } from "./routes/products.js";

export const app = express();

app.use(express.json());
app.use((req, res, next) => {
  const start = process.hrtime.bigint();
  const requestId = req.get("x-request-id") ?? randomUUID();
  res.set("X-Request-Id", requestId);
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    logger.info({ requestId, method: req.method, path: req.path, status: res.statusCode, ms }, "request");
  });
  next();
});
app.use("/v1", products);

if (process.env.NODE_ENV !== "test") {
  const port = Number(process.env.PORT ?? 3000);
  app.listen(port, () => logger.info({ port }, "catalog-api listening"));
}
