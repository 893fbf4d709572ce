import express, { NextFunction, Request, Response } from "express";
import { pool } from "./db.js";
import { orders } from "./routes/orders.js";

const app = express();
app.use(express.json());
app.use("/api/orders", orders);

app.get("/healthz", async (_req, res) => {
  try {
    await pool.query("SELECT 1");
    res.json({ status: "ok" });
  } catch {
    res.status(503).json({ status: "db unavailable" });
  }
});

app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => {
  console.log(`orders-api listening on :${port}`);
});
