import express from "express";
import { quotesRouter } from "./routes/quotes.js";

const app = express();

app.use(express.json());

app.get("/healthz", (_req, res) => {
  res.json({ ok: true });
});

app.use("/quotes", quotesRouter);

app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

const port = Number(process.env.PORT ?? 3000);

if (process.env.NODE_ENV !== "test") {
  app.listen(port, () => {
    console.log(`shipping-quotes listening on :${port}`);
  });
}

export default app;
