import express from "express";
import { authRouter } from "./auth/routes.js";
import { projectsRouter } from "./projects/routes.js";
import { errorHandler } from "./middleware/errors.js";
import { config } from "./config.js";

export function createApp() {
  const app = express();
  app.set("trust proxy", 1);
  app.use(express.json({ limit: "1mb" }));
  app.get("/healthz", (_req, res) => res.json({ ok: true }));
  app.use("/auth", authRouter);
  app.use("/projects", projectsRouter);
  app.use(errorHandler);
  return app;
}

if (process.env.NODE_ENV !== "test") {
  createApp().listen(config.port, () => {
    console.log(`tally-api listening on :${config.port}`);
  });
}
