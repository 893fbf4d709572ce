import "dotenv/config";
import pino from "pino";

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") {
    return fallback;
  }
  const n = Number.parseInt(raw, 10);
  if (Number.isNaN(n)) {
    throw new Error(`${name} must be an integer, got ${raw}`);
  }
  return n;
}

export const config = {
  redisUrl: process.env.REDIS_URL ?? "redis://localhost:6379",
  databaseUrl: process.env.DATABASE_URL ?? "postgres://tsumiki@localhost/tsumiki",
  smtp: {
    host: process.env.SMTP_HOST ?? "localhost",
    port: int("SMTP_PORT", 587),
    user: process.env.SMTP_USER ?? "",
    pass: process.env.SMTP_PASS ?? "",
  },
  mailFrom: process.env.MAIL_FROM ?? "Tsumiki <no-reply@tsumiki.app>",
  queueName: "digest",
  concurrency: int("DIGEST_CONCURRENCY", 5),
  attempts: int("DIGEST_ATTEMPTS", 3),
  digestHourJst: int("DIGEST_HOUR_JST", 8),
} as const;

export type Config = typeof config;

export const log = pino({ level: process.env.LOG_LEVEL ?? "info", base: { app: "notify-worker" } });
