import type { NextFunction, Request, Response } from "express";
import { verifySession } from "../lib/session.js";

export interface AuthedRequest extends Request {
  user?: { id: string; role: "customer" | "staff" };
}

export async function requireUser(req: AuthedRequest, res: Response, next: NextFunction) {
  const header = req.headers.authorization ?? "";
  const [scheme, token] = header.split(" ");
  if (scheme !== "Bearer" || !token) {
    return res.status(401).json({ error: "unauthorized" });
  }
  try {
    const session = await verifySession(token);
    req.user = { id: session.userId, role: session.role };
    return next();
  } catch {
    return res.status(401).json({ error: "unauthorized" });
  }
}

export function requireStaff(req: AuthedRequest, res: Response, next: NextFunction) {
  if (req.user?.role !== "staff") {
    return res.status(403).json({ error: "forbidden" });
  }
  return next();
}
