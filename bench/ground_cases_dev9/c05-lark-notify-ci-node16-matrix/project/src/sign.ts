import { createHmac } from "node:crypto";

/**
 * 飞书自定义机器人签名：以 `${timestamp}\n${secret}` 作为 key，对空字符串做 HmacSHA256，再 base64。
 */
export function sign(secret: string, timestamp: number): string {
  const key = `${timestamp}\n${secret}`;
  return createHmac("sha256", key).update("").digest("base64");
}
