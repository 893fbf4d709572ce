import crypto from "node:crypto";

const MAX_AGE_SECONDS = 60 * 5;

export interface SlackHeaders {
  "x-slack-signature"?: string;
  "x-slack-request-timestamp"?: string;
}

/**
 * Check Slack's v0 request signature: HMAC-SHA256 over "v0:<timestamp>:<raw body>" with the
 * app's signing secret, and reject requests older than five minutes (replays).
 */
export function verifySlackRequest(
  rawBody: string,
  headers: SlackHeaders,
  signingSecret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  const signature = headers["x-slack-signature"];
  const timestamp = headers["x-slack-request-timestamp"];
  if (!signature || !timestamp) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > MAX_AGE_SECONDS) return false;

  const base = `v0:${timestamp}:${rawBody}`;
  const expected = "v0=" + crypto.createHmac("sha256", signingSecret).update(base).digest("hex");
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}

export function signingSecret(): string {
  const secret = process.env.SLACK_SIGNING_SECRET;
  if (!secret) throw new Error("SLACK_SIGNING_SECRET is not set");
  return secret;
}
