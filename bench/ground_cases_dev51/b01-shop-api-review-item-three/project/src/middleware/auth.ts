import { Request, Response, NextFunction } from "express";
import jwt, { JwtPayload } from "jsonwebtoken";

export interface AuthedUser {
  id: string;
  email: string;
  roles: string[];
}

export interface AuthedRequest extends Request {
  user: AuthedUser;
}

function secret(): string {
  return process.env.JWT_SECRET ?? "";
}

function bearer(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header || !header.startsWith("Bearer ")) {
    return null;
  }
  return header.slice("Bearer ".length).trim();
}

export function requireAuth(req: Request, res: Response, next: NextFunction) {
  const token = bearer(req);
  if (!token) {
    return res.status(401).json({ error: "missing_token" });
  }
  try {
    const payload = jwt.verify(token, secret(), {
      algorithms: ["HS256"],
      issuer: process.env.JWT_ISSUER ?? "shop-api",
    }) as JwtPayload;
    (req as AuthedRequest).user = {
      id: String(payload.sub),
      email: String(payload.email ?? ""),
      roles: Array.isArray(payload.roles) ? payload.roles : [],
    };
    next();
  } catch {
    return res.status(401).json({ error: "invalid_token" });
  }
}

export function requireRole(role: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const user = (req as AuthedRequest).user;
    if (!user || !user.roles.includes(role)) {
      return res.status(403).json({ error: "forbidden" });
    }
    next();
  };
}
