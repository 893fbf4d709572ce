import express, { type NextFunction, type Request, type Response } from "express";
import { adminRouter } from "./routes/admin.js";
import { slotsRouter } from "./routes/slots.js";
import { requireApiKey } from "./middleware/auth.js";

export function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "100kb" }));

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });

  // 公開API: 予約サイトのフロントから叩かれる
  app.use("/stores", slotsRouter);

  // 管理画面用: API キー必須
  app.use("/admin", requireApiKey, adminRouter);

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof RangeError) {
      res.status(400).json({ error: err.message });
      return;
    }
    console.error(err);
    res.status(500).json({ error: "internal error" });
  });

  return app;
}

if (process.env.NODE_ENV !== "test") {
  const port = Number(process.env.PORT ?? 8080);
  createApp().listen(port, () => {
    console.log(`reserve-api listening on :${port}`);
  });
}
