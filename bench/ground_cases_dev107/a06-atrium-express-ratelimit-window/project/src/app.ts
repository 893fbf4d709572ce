import express, { NextFunction, Request, Response } from "express";
import { authRouter } from "./routes/auth";

export function createApp() {
  const app = express();

  // nginx in front of us in staging/prod sets X-Forwarded-For; trust exactly one hop.
  app.set("trust proxy", 1);
  app.disable("x-powered-by");
  app.use(express.json({ limit: "100kb" }));

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });

  app.use("/auth", authRouter);

  app.use((_req, res) => {
    res.status(404).json({ error: "not_found" });
  });

  app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
    console.error(err);
    res.status(500).json({ error: "internal" });
  });

  return app;
}

if (require.main === module) {
  const port = Number(process.env.PORT ?? 3000);
  createApp().listen(port, () => console.log(`atrium-api listening on ${port}`));
}
