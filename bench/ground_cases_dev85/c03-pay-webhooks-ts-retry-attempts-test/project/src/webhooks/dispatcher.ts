import { request } from "undici";

import type { Endpoint, WebhookEvent } from "./events.js";
import { subscribes } from "./events.js";
import { DEFAULT_RETRY, RetryLog, RetryOptions, Sleep, realSleep, withRetry } from "./retry.js";
import { ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, sign } from "./sign.js";

export type HttpPost = (url: string, headers: Record<string, string>, body: string) => Promise<number>;

export const undiciPost: HttpPost = async (url, headers, body) => {
  const res = await request(url, { method: "POST", headers, body, headersTimeout: 10_000, bodyTimeout: 10_000 });
  await res.body.dump();
  return res.statusCode;
};

export interface DeliveryRecord {
  endpointId: string;
  eventId: string;
  ok: boolean;
  log: RetryLog;
}

export class Dispatcher {
  constructor(
    private readonly retry: RetryOptions = DEFAULT_RETRY,
    private readonly post: HttpPost = undiciPost,
    private readonly sleep: Sleep = realSleep,
  ) {}

  async deliver(endpoint: Endpoint, event: WebhookEvent): Promise<DeliveryRecord | null> {
    if (!subscribes(endpoint, event.type)) return null;
    const body = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      "content-type": "application/json",
      [ID_HEADER]: event.id,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: sign(endpoint.secret, timestamp, body),
    };
    const log = await withRetry(() => this.post(endpoint.url, headers, body), this.retry, this.sleep);
    return { endpointId: endpoint.id, eventId: event.id, ok: log.ok, log };
  }
}
