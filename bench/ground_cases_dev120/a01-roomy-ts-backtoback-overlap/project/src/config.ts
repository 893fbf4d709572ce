import "node:process";

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") {
    return fallback;
  }
  const value = Number.parseInt(raw, 10);
  if (Number.isNaN(value)) {
    throw new Error(`${name} must be an integer, got ${raw}`);
  }
  return value;
}

export const config = {
  port: intFromEnv("PORT", 8080),
  openHour: intFromEnv("OPEN_HOUR", 8),
  closeHour: intFromEnv("CLOSE_HOUR", 18),
  maxRangeDays: intFromEnv("MAX_RANGE_DAYS", 14),
  logLevel: process.env.LOG_LEVEL ?? "info",
};

export type Config = typeof config;

export function describeConfig(c: Config = config): string {
  return Object.entries(c)
    .map(([key, value]) => `${key}=${value}`)
    .join(" ");
}
