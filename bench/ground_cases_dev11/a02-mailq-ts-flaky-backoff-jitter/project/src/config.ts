export interface Config {
  smtpUrl: string;
  fromAddress: string;
  pollIntervalMs: number;
  batchSize: number;
  maxAttempts: number;
  unsubscribeBase: string;
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

export function loadConfig(): Config {
  return {
    smtpUrl: process.env.MAILQ_SMTP_URL ?? "smtp://localhost:1025",
    fromAddress: process.env.MAILQ_FROM ?? "Sprout <hello@sprout.app>",
    pollIntervalMs: intFromEnv("MAILQ_POLL_MS", 2_000),
    batchSize: intFromEnv("MAILQ_BATCH", 20),
    maxAttempts: intFromEnv("MAILQ_MAX_ATTEMPTS", 8),
    unsubscribeBase: process.env.MAILQ_UNSUBSCRIBE_BASE ?? "https://sprout.app/u",
  };
}
