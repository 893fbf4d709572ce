// Runtime settings. Every value can be overridden from the environment.

function num(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a non-negative number, got ${JSON.stringify(raw)}`);
  }
  return value;
}

export interface Config {
  port: number;
  /** interval between ws pings, in milliseconds */
  heartbeatIntervalMs: number;
  /** how often presence.sweep() runs, in milliseconds */
  presenceSweepMs: number;
  /** a user we have not heard from for this many seconds is offline */
  presenceTimeoutSec: number;
  /** longest chat message, in characters */
  maxTextLength: number;
}

export function loadConfig(): Config {
  return {
    port: num("PORT", 8080),
    heartbeatIntervalMs: num("HEARTBEAT_INTERVAL_MS", 30_000),
    presenceSweepMs: num("PRESENCE_SWEEP_MS", 30_000),
    presenceTimeoutSec: num("PRESENCE_TIMEOUT_SEC", 90),
    maxTextLength: num("MAX_TEXT_LENGTH", 2000),
  };
}

export const config: Config = loadConfig();
