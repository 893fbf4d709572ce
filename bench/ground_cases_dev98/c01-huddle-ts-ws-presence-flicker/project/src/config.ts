export interface ServerConfig {
  port: number;
  heartbeatIntervalMs: number;
  presenceTimeoutMs: number;
  sweepIntervalMs: number;
  maxPayloadBytes: number;
  allowedOrigins: string[];
}

function num(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got ${raw}`);
  }
  return value;
}

export function loadConfig(): ServerConfig {
  return {
    port: num("PORT", 8080),
    // the server pings every client this often; browsers answer with a pong on their own
    heartbeatIntervalMs: num("HEARTBEAT_INTERVAL_MS", 25_000),
    // a user with no message and no pong for this long is shown as "away"
    presenceTimeoutMs: num("PRESENCE_TIMEOUT_MS", 60_000),
    // how often the presence table is checked for users who went quiet
    sweepIntervalMs: num("PRESENCE_SWEEP_MS", 5_000),
    maxPayloadBytes: num("MAX_PAYLOAD_BYTES", 64 * 1024),
    allowedOrigins: (process.env.ALLOWED_ORIGINS ?? "http://localhost:5173")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
