import express, { NextFunction, Request, Response } from "express";
import * as cache from "./cache";
import { config } from "./config";
import * as db from "./db";
import { tasksRouter } from "./routes/tasks";

async function main(): Promise<void> {
  await db.connect();
  await cache.client.connect();

  const app = express();
  app.get("/healthz", (_req, res) => res.json({ ok: true }));
  app.use(tasksRouter);
  app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
    console.error(err);
    res.status(500).json({ error: "internal error" });
  });

  app.listen(config.port, () => console.log(`tidy-api listening on :${config.port}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
