import express from "express";
import { productsRouter } from "./routes/products";

const app = express();
app.use(express.json());

app.get("/health", (_req, res) => {
  res.json({ ok: true, ...(process.env.GIT_SHA ? { sha: process.env.GIT_SHA } : {}) });
});

app.use("/products", productsRouter);

app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

const port = Number(process.env.PORT ?? 3000);
if (require.main === module) {
  app.listen(port, () => console.log(`stockroom-api listening on ${port}`));
}

export default app;
