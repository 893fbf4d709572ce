function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`missing required env ${name}`);
  }
  return value;
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number.parseInt(raw, 10);
  if (Number.isNaN(n)) {
    throw new Error(`env ${name} must be an integer, got ${raw}`);
  }
  return n;
}

export const config = {
  awsRegion: process.env.AWS_REGION ?? "ap-northeast-1",
  queueUrl: required("NOTIFY_QUEUE_URL"),
  healthPort: int("HEALTH_PORT", 8081),
  concurrency: int("NOTIFY_CONCURRENCY", 10),
  retryMaxBackoffMs: int("RETRY_MAX_BACKOFF_MS", 60_000),
  slackWebhook: process.env.SLACK_WEBHOOK_URL,
  logLevel: process.env.LOG_LEVEL ?? "info",
} as const;

export type Config = typeof config;

export function describe(): string {
  return `region=${config.awsRegion} concurrency=${config.concurrency}`;
}
