// Settings come from the environment (see deploy/staging.env and deploy/prod.env).

function int(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number.parseInt(raw, 10);
  if (Number.isNaN(n)) {
    throw new Error(`${name} must be an integer, got "${raw}"`);
  }
  return n;
}

export function loadConfig() {
  return {
    databaseUrl: process.env.DATABASE_URL ?? "postgres://localhost/notify",
    pollIntervalMs: int("POLL_INTERVAL_MS", 2000),
    batchSize: int("BATCH_SIZE", 20),
    maxRetries: Number(process.env.MAX_RETRIES) || 3,
    requestTimeoutMs: int("REQUEST_TIMEOUT_MS", 5000),
    logLevel: process.env.LOG_LEVEL ?? "info",
  };
}

export function describe(config) {
  return Object.entries(config)
    .filter(([key]) => key !== "databaseUrl")
    .map(([key, value]) => `${key}=${value}`)
    .join(" ");
}

export default loadConfig;
