function intFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") {
    return fallback;
  }
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return n;
}

function listFromEnv(name) {
  return (process.env[name] ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export const config = Object.freeze({
  port: intFromEnv("PORT", 3000),
  cookieName: process.env.SESSION_COOKIE ?? "sid",
  sessionTtlSec: intFromEnv("SESSION_TTL_SEC", 60 * 60),
  secureCookies: process.env.NODE_ENV === "production",
  corsOrigins: listFromEnv("CORS_ORIGINS"),
  rateLimit: Object.freeze({
    windowSec: intFromEnv("RATE_LIMIT_WINDOW_SEC", 60),
    max: intFromEnv("RATE_LIMIT_MAX", 120),
  }),
});
