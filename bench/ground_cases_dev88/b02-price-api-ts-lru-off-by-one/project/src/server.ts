import express from "express";

import { productsRouter } from "./routes/products.js";
import { streamRouter } from "./routes/stream.js";
import { priceFeed } from "./priceFeed.js";

const app = express();
app.disable("x-powered-by");
app.use(express.json());

app.get("/healthz", (_req, res) => {
  res.json({ ok: true, uptime: process.uptime() });
});

app.use("/products", productsRouter);
app.use("/stream", streamRouter);

app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  console.error(err);
  res.status(500).json({ error: "internal_error" });
});

const port = Number(process.env.PORT ?? 8080);
priceFeed.start();
app.listen(port, () => {
  console.log(`price-api listening on :${port}`);
});
