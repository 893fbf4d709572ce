import session from "express-session";
import connectPg from "connect-pg-simple";
import type { RequestHandler } from "express";
import { pool } from "./db";
import type { AppConfig } from "./config";

const PgStore = connectPg(session);

export function sessionMiddleware(cfg: AppConfig): RequestHandler {
  return session({
    store: new PgStore({ pool, tableName: "user_sessions" }),
    secret: cfg.sessionSecret,
    name: "sid",
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: process.env.NODE_ENV === "production",
      maxAge: cfg.sessionTtlMs,
    },
  });
}

export function sessionExpiresAt(cfg: AppConfig, now: Date = new Date()): Date {
  return new Date(now.getTime() + cfg.sessionTtlMs);
}
