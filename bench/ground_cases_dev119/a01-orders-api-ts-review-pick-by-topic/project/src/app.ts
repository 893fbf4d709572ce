import express, { NextFunction, Request, Response } from "express";
import { db } from "./db";
import { orders } from "./routes/orders";

declare global {
  namespace Express {
    interface Request {
      user?: { id: string; email: string };
    }
  }
}

export const app = express();
app.use(express.json());

async function auth(req: Request, res: Response, next: NextFunction) {
  const token = req.header("authorization")?.replace(/^Bearer /, "");
  const user = token ? await db.userForToken(token) : null;
  if (!user) {
    return res.status(401).json({ error: "unauthorized" });
  }
  req.user = user;
  next();
}

// ?limit= is clamped to 1..100 before any route sees it
function capLimit(req: Request, _res: Response, next: NextFunction) {
  if (req.query.limit !== undefined) {
    const raw = Number(req.query.limit);
    req.query.limit = String(Number.isFinite(raw) ? Math.min(Math.max(1, Math.trunc(raw)), 100) : 20);
  }
  next();
}

app.use("/orders", auth, capLimit, orders);

app.get("/health", (_req, res) => res.json({ ok: true }));

if (require.main === module) {
  const port = Number(process.env.PORT ?? 3000);
  app.listen(port, () => console.log(`orders-api listening on ${port}`));
}
