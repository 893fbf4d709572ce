import { createHash } from "node:crypto";

import type { BotConfig } from "./config.js";

let cachedToken: { value: string; expiresAt: number } | null = null;

/**
 * Checks the X-Lark-Signature header of an event callback:
 * sha256(timestamp + nonce + encryptKey + body), hex.
 */
export function verifySignature(cfg: BotConfig, headers: Record<string, string | undefined>, rawBody: string): boolean {
  if (!cfg.encryptKey) {
    return true; // signature only exists when an encrypt key is configured
  }
  const timestamp = headers["x-lark-request-timestamp"] ?? "";
  const nonce = headers["x-lark-request-nonce"] ?? "";
  const expected = createHash("sha256").update(timestamp + nonce + cfg.encryptKey + rawBody).digest("hex");
  return expected === headers["x-lark-signature"];
}

async function tenantToken(cfg: BotConfig): Promise<string> {
  if (cachedToken && cachedToken.expiresAt > Date.now() + 60_000) {
    return cachedToken.value;
  }
  const res = await fetch("https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ app_id: cfg.appId, app_secret: cfg.appSecret }),
  });
  const body = (await res.json()) as { code: number; msg: string; tenant_access_token: string; expire: number };
  if (body.code !== 0) {
    throw new Error(`feishu token: ${body.code} ${body.msg}`);
  }
  cachedToken = { value: body.tenant_access_token, expiresAt: Date.now() + body.expire * 1000 };
  return cachedToken.value;
}

export async function sendText(cfg: BotConfig, chatId: string, text: string): Promise<void> {
  const token = await tenantToken(cfg);
  const res = await fetch("https://open.feishu.cn/open-apis/im/v1/messages?receive_id_type=chat_id", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ receive_id: chatId, msg_type: "text", content: JSON.stringify({ text }) }),
  });
  if (!res.ok) {
    throw new Error(`feishu send: HTTP ${res.status}`);
  }
}
