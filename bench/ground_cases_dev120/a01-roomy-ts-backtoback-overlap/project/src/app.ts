import express from "express";
import { router } from "./bookings";
import { config, describeConfig } from "./config";

export const app = express();

app.use(express.json());

app.use((req, _res, next) => {
  if (config.logLevel === "debug") {
    console.debug(`${req.method} ${req.path}`);
  }
  next();
});

app.get("/healthz", (_req, res) => {
  res.json({ ok: true });
});

app.use(router);

app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

if (process.env.NODE_ENV !== "test") {
  app.listen(config.port, () => {
    console.log(`roomy-api listening on :${config.port} (${describeConfig()})`);
  });
}
