import { randomUUID } from "node:crypto";
import { disableEndpoint, recordAttempt } from "../db.js";
import { signatureHeader } from "./signer.js";
import { DEFAULTS, type DeliveryOptions, type DeliveryResult, type Endpoint, type WebhookEvent } from "./types.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const MAX_BACKOFF_MS = 60_000;

/** Exponential backoff capped at 60s, with "full jitter" so failed events don't retry in lockstep. */
export function backoffDelay(baseMs: number, attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

/** Network errors/timeouts (status 0), 408, 429 and 5xx may succeed later; other 4xx won't. */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * POSTs one event to one endpoint, retrying until a 2xx or maxAttempts.
 * Consumers are told to dedupe on the Webhook-Id header.
 */
export async function deliver(
  endpoint: Endpoint,
  event: WebhookEvent,
  opts: DeliveryOptions = DEFAULTS,
): Promise<DeliveryResult> {
  let lastStatus = 0;
  for (let attempt = 1; attempt <= opts.maxAttempts; attempt++) {
    const deliveryId = randomUUID();
    const body = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    const started = Date.now();
    const res = await opts
      .fetch(endpoint.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Webhook-Id": deliveryId,
          "Webhook-Timestamp": String(timestamp),
          "Webhook-Signature": signatureHeader(endpoint.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs),
      })
      .catch(() => null);
    lastStatus = res?.status ?? 0;
    await recordAttempt({
      endpointId: endpoint.id,
      eventId: event.id,
      deliveryId,
      attempt,
      status: lastStatus,
      durationMs: Date.now() - started,
    });
    if (res && res.status >= 200 && res.status < 300) {
      return { ok: true, attempts: attempt, lastStatus };
    }
    if (lastStatus === 410) {
      await disableEndpoint(endpoint.id, "410 Gone from consumer");
      return { ok: false, attempts: attempt, lastStatus };
    }
    if (!isRetryable(lastStatus)) {
      return { ok: false, attempts: attempt, lastStatus };
    }
    if (attempt < opts.maxAttempts) {
      await sleep(backoffDelay(opts.backoffMs, attempt));
    }
  }
  return { ok: false, attempts: opts.maxAttempts, lastStatus };
}
