import express, { NextFunction, Request, Response } from "express";
import { orders } from "./routes/orders";
import { db } from "./db";

export const app = express();
app.use(express.json());

// session cookie -> user; the real auth lives in the gateway, this only trusts its header
app.use(async (req: Request, res: Response, next: NextFunction) => {
  const userId = req.header("x-user-id");
  if (!userId) return res.status(401).json({ error: "unauthenticated" });
  const user = await db.users.findById(userId);
  if (!user) return res.status(401).json({ error: "unauthenticated" });
  (req as any).user = user;
  next();
});

app.use("/orders", orders);

app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
  console.error(err);
  res.status(500).json({ error: "internal" });
});

if (process.env.NODE_ENV !== "test") {
  const port = Number(process.env.PORT ?? 3000);
  app.listen(port, () => console.log(`orders api on :${port}`));
}
