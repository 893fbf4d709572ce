function int(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number.parseInt(raw, 10);
  if (Number.isNaN(n)) throw new Error(`${name} must be an integer`);
  return n;
}

const config = {
  port: int("PORT", 8080),
  databaseUrl: process.env.DATABASE_URL || "postgres://localhost/shop",
  webhookSecret: process.env.PAY_WEBHOOK_SECRET || "dev-secret",
  // seconds a signed webhook stays valid
  webhookToleranceSec: int("PAY_WEBHOOK_TOLERANCE", 30),
  pageSize: int("PAGE_SIZE", 50),
};

if (process.env.NODE_ENV === "production" && config.webhookSecret === "dev-secret") {
  throw new Error("PAY_WEBHOOK_SECRET is required in production");
}

module.exports = config;

// Keep the object frozen so tests cannot leak changes into each other.
Object.freeze(config);

// Exported for the startup banner.
module.exports.describe = () =>
  `port=${config.port} pageSize=${config.pageSize} webhookTolerance=${config.webhookToleranceSec}s`;

// Note: DATABASE_URL is read by db.js directly as well.
