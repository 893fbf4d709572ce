// All settings come from the environment; see .env.example for local values.
import "dotenv/config";

function int(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number.parseInt(raw, 10);
  if (Number.isNaN(value)) {
    throw new Error(`${name} must be an integer, got ${raw}`);
  }
  return value;
}

export const config = {
  port: int("PORT", 3000),
  databaseUrl: process.env.DATABASE_URL ?? "postgres://localhost/gymbook",
  cookieSecret: process.env.COOKIE_SECRET ?? "dev-secret",
  // plain sessions last 12 hours (milliseconds)
  sessionTtlMs: int("SESSION_TTL_MS", 12 * 60 * 60 * 1000),
  // "remember me" sessions last this many days
  rememberDays: int("REMEMBER_DAYS", 30),
  // a used session is extended once less than this share of its lifetime is left
  slidingRefresh: 0.5,
  bcryptRounds: int("BCRYPT_ROUNDS", 12),
  isProduction: process.env.NODE_ENV === "production",
};

if (config.isProduction && config.cookieSecret === "dev-secret") {
  throw new Error("COOKIE_SECRET must be set in production");
}
