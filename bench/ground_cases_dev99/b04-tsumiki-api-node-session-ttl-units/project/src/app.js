import cookieParser from "cookie-parser";
import express from "express";
import { authRoutes } from "./auth/routes.js";
import { createMemoryStore } from "./auth/sessions.js";
import { rateLimit } from "./middleware/rateLimit.js";
import { requireAuth } from "./middleware/requireAuth.js";

export function createApp({ store = createMemoryStore(), users, orders } = {}) {
  const app = express();
  app.set("trust proxy", 1);
  app.use(express.json({ limit: "100kb" }));
  app.use(cookieParser());

  // k8s の liveness/readiness probe 用。レート制限・認証の対象外
  app.get("/healthz", (req, res) => {
    res.json({ status: "ok" });
  });

  app.use("/api", rateLimit());

  app.use("/api", authRoutes({ store, users }));

  app.get("/api/orders", requireAuth(store), async (req, res) => {
    const list = await orders.listByUser(req.session.userId, { limit: 50 });
    res.json({ orders: list });
  });

  app.use((req, res) => {
    res.status(404).json({ error: { code: "NOT_FOUND", message: "見つかりません" } });
  });

  // eslint-disable-next-line no-unused-vars
  app.use((err, req, res, next) => {
    console.error(err);
    res.status(500).json({ error: { code: "INTERNAL", message: "サーバーエラー" } });
  });

  return app;
}
