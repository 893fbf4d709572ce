import express from "express";
import "express-async-errors";
import { orders } from "./routes/orders.js";

export const app = express();
app.use(express.json({ limit: "100kb" }));
app.use("/api/orders", orders);

app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});
