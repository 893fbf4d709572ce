// Runtime settings, read once at start-up.

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
  redisUrl: process.env.REDIS_URL ?? "redis://localhost:6379",
  // how long a login lasts without activity, in seconds
  sessionTtl: int("SESSION_TTL", 3600),
  cookieName: process.env.SESSION_COOKIE ?? "kintai_sid",
  secureCookie: process.env.NODE_ENV === "production",
  loginRateLimit: {
    windowSec: int("LOGIN_WINDOW_SEC", 300),
    max: int("LOGIN_MAX_ATTEMPTS", 10),
  },
};

export function isProduction() {
  return process.env.NODE_ENV === "production";
}

export function describeConfig() {
  const { redisUrl, ...rest } = config;
  return { ...rest, redisUrl: redisUrl.replace(/\/\/.*@/, "//***@") };
}
