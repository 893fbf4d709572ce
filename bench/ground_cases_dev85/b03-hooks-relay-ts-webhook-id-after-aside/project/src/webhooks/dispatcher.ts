import { randomUUID } from "node:crypto";
import type { Subscription } from "../db/subscriptions.js";
import type { WebhookEvent } from "./events.js";
import { signatureHeaders } from "./sign.js";

export interface Envelope {
  id: string;
  type: string;
  created_at: string;
  data: unknown;
}

export interface DeliveryResult {
  eventId: string;
  ok: boolean;
  status?: number;
  attempts: number;
}

export function buildEnvelope(event: WebhookEvent): Envelope {
  return {
    id: `evt_${randomUUID().replace(/-/g, "")}`,
    type: event.type,
    created_at: new Date().toISOString(),
    data: event.data,
  };
}

export interface DeliverOptions {
  fetchImpl?: typeof fetch;
  maxAttempts?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function shouldRetry(status: number | undefined): boolean {
  return status === undefined || status === 429 || status >= 500;
}

export async function deliver(
  sub: Subscription,
  event: WebhookEvent,
  { fetchImpl = fetch, maxAttempts = 5, baseDelayMs = 1000, sleep = defaultSleep }: DeliverOptions = {},
): Promise<DeliveryResult> {
  let status: number | undefined;
  let eventId = "";
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    // Sign each attempt afresh so a late retry stays inside the receiver's 5-minute window.
    const envelope = buildEnvelope(event);
    eventId = envelope.id;
    const body = JSON.stringify(envelope);
    try {
      const res = await fetchImpl(sub.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "hanamaru-webhooks/1.3",
          ...signatureHeaders(sub.secret, body),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
    } catch {
      status = undefined; // network error or timeout
    }
    if (!shouldRetry(status)) {
      return { eventId, ok: status! >= 200 && status! < 300, status, attempts: attempt };
    }
    if (attempt < maxAttempts) {
      await sleep(baseDelayMs * 2 ** (attempt - 1));
    }
  }
  return { eventId, ok: false, status, attempts: maxAttempts };
}
