import express from "express";
import helmet from "helmet";
import morgan from "morgan";
import { albumsRouter } from "./routes/albums.js";
import { uploadsRouter } from "./routes/uploads.js";
import { requireAuth } from "./middleware/auth.js";
import { errorHandler } from "./middleware/errors.js";

export function createApp() {
  const app = express();

  app.set("trust proxy", 1);
  app.use(helmet());
  app.use(morgan(process.env.NODE_ENV === "production" ? "combined" : "dev"));
  app.use(express.json({ limit: "1mb" }));

  app.get("/api/health", (_req, res) => res.json({ ok: true }));

  app.use("/api/albums", requireAuth, albumsRouter);
  app.use("/api/uploads", requireAuth, uploadsRouter);

  app.use(errorHandler);
  return app;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const port = Number(process.env.PORT ?? 3000);
  createApp().listen(port, () => {
    console.log(`photobox api listening on :${port}`);
  });
}
