export interface Config {
  port: number;
  secret: string;
  targets: string[];
  maxAttempts: number;
  timeoutMs: number;
}

export function loadConfig(env = process.env): Config {
  const secret = env.HOOKRELAY_SECRET;
  if (!secret) throw new Error("HOOKRELAY_SECRET is required");
  return {
    port: Number(env.PORT ?? 8787),
    secret,
    targets: (env.HOOKRELAY_TARGETS ?? "").split(",").map((t) => t.trim()).filter(Boolean),
    maxAttempts: Number(env.HOOKRELAY_MAX_ATTEMPTS ?? 5),
    timeoutMs: Number(env.HOOKRELAY_TIMEOUT_MS ?? 10_000),
  };
}
