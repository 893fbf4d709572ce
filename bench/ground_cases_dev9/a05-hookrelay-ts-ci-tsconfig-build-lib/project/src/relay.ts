import { setTimeout as sleep } from "node:timers/promises";
import type { Config } from "./config.js";
import { backoff, isRetryable } from "./retry.js";
import { sign } from "./signature.js";

export interface Delivery {
  attempt: number;
  status: number | null;
  error?: string;
  at: Date;
}

export interface RelayResult {
  target: string;
  ok: boolean;
  deliveries: Delivery[];
}

export async function relay(cfg: Config, target: string, body: string): Promise<RelayResult> {
  const deliveries: Delivery[] = [];
  for (let attempt = 1; attempt <= cfg.maxAttempts; attempt++) {
    const headers = {
      "content-type": "application/json",
      "x-hookrelay-signature": sign(cfg.secret, body),
      "x-hookrelay-attempt": String(attempt),
    };
    try {
      const res = await fetch(target, {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(cfg.timeoutMs),
      });
      deliveries.push({ attempt, status: res.status, at: new Date() });
      if (res.ok || !isRetryable(res.status)) break;
    } catch (err) {
      deliveries.push({ attempt, status: null, error: String(err), at: new Date() });
    }
    if (attempt < cfg.maxAttempts) await sleep(backoff(attempt));
  }
  const last = deliveries.at(-1);
  return { target, ok: last?.status != null && last.status < 300, deliveries };
}

export async function fanOut(cfg: Config, body: string): Promise<RelayResult[]> {
  return Promise.all(cfg.targets.map((t) => relay(cfg, t, body)));
}
