import express from "express";
import { webhooksRouter } from "./routes/webhooks.js";

const app = express();
app.use(express.json({ limit: "256kb" }));
app.use("/webhooks", webhooksRouter);

app.get("/healthz", (_req, res) => {
  res.json({ ok: true });
});

app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  console.error(err);
  res.status(500).json({ error: { code: "internal", message: "unexpected error" } });
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => {
  console.log(`notify-service on :${port}`);
});
