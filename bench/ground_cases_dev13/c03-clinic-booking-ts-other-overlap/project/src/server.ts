import express from "express";
import { PORT } from "./config";
import { pool } from "./db";
import { router } from "./routes/bookings";

const app = express();
app.use(express.json());
app.use("/api", router);

app.get("/healthz", async (_req, res) => {
  await pool.query("SELECT 1");
  res.send("ok");
});

app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

const server = app.listen(PORT, () => {
  console.log(`clinic-booking-api listening on :${PORT}`);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    server.close(() => {
      pool.end().finally(() => process.exit(0));
    });
  });
}
