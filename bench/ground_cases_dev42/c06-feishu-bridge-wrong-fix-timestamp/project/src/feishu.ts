import { createHmac } from "node:crypto";

import { config } from "./config.js";
import { logger } from "./logger.js";

export interface FeishuCard {
  header: { title: { tag: "plain_text"; content: string }; template: string };
  elements: unknown[];
}

interface FeishuResponse {
  code: number;
  msg: string;
  data?: unknown;
}

/**
 * Signature for a custom bot with 签名校验 enabled: HMAC-SHA256 keyed with
 * `${timestamp}\n${secret}` over an empty message, base64-encoded.
 */
export function sign(timestamp: number, secret: string): string {
  const stringToSign = `${timestamp}\n${secret}`;
  return createHmac("sha256", stringToSign).update("").digest("base64");
}

async function post(payload: Record<string, unknown>, webhook: string): Promise<void> {
  const timestamp = Date.now();
  const body = { timestamp: String(timestamp), sign: sign(timestamp, config.feishuSecret), ...payload };
  const res = await fetch(webhook, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) {
    throw new Error(`feishu http ${res.status}`);
  }
  const data = (await res.json()) as FeishuResponse;
  if (data.code !== 0) {
    logger.error({ code: data.code, msg: data.msg }, "feishu rejected message");
    throw new Error(`feishu ${data.code}: ${data.msg}`);
  }
}

export function sendCard(card: FeishuCard, webhook = config.feishuWebhook): Promise<void> {
  return post({ msg_type: "interactive", card }, webhook);
}

export function sendText(text: string, webhook = config.feishuWebhook): Promise<void> {
  return post({ msg_type: "text", content: { text } }, webhook);
}
