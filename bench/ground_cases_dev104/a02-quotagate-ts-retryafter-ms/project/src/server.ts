import express from "express";
import { rateLimit } from "./rateLimit.js";
import { defaultStore } from "./store.js";

export function buildApp() {
  const app = express();
  app.use(express.json());

  app.get("/health", (_req, res) => {
    res.json({ ok: true });
  });

  app.use("/v1", rateLimit({ limit: 120, windowMs: 60_000 }));

  app.get("/usage", (req, res) => {
    const key = req.header("x-api-key") ?? req.ip ?? "anon";
    const bucket = defaultStore.get(key);
    const used = bucket && Date.now() - bucket.windowStart < 60_000 ? bucket.count : 0;
    res.json({ limit: 120, remaining: Math.max(0, 120 - used) });
  });

  app.get("/v1/quotes/:symbol", (req, res) => {
    const symbol = req.params.symbol.toUpperCase();
    res.json({ symbol, price: 0, stale: true });
  });

  app.post("/v1/alerts", (req, res) => {
    const { symbol, above } = req.body ?? {};
    if (typeof symbol !== "string" || typeof above !== "number") {
      return res.status(400).json({ error: "symbol and above are required" });
    }
    res.status(201).json({ symbol, above });
  });

  return app;
}

if (process.env.NODE_ENV !== "test") {
  setInterval(() => defaultStore.sweep(Date.now() - 60_000), 60_000).unref();
  const port = Number(process.env.PORT ?? 8080);
  buildApp().listen(port, () => console.log(`quota-gate on :${port}`));
}
