import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifySlackRequest } from "../src/slack/verify.js";

const SECRET = "8f742231b10e8888abcd99yyyzzz85a5";
const NOW = 1_762_400_000;

function sign(body: string, ts: number): string {
  return "v0=" + crypto.createHmac("sha256", SECRET).update(`v0:${ts}:${body}`).digest("hex");
}

describe("verifySlackRequest", () => {
  const body = "token=x&team_id=T1&command=%2Fstandup&text=status";

  it("accepts a correctly signed request", () => {
    const headers = { "x-slack-signature": sign(body, NOW), "x-slack-request-timestamp": String(NOW) };
    expect(verifySlackRequest(body, headers, SECRET, NOW)).toBe(true);
  });

  it("rejects requests older than five minutes", () => {
    const ts = NOW - 301;
    const headers = { "x-slack-signature": sign(body, ts), "x-slack-request-timestamp": String(ts) };
    expect(verifySlackRequest(body, headers, SECRET, NOW)).toBe(false);
  });

  it("returns false for a malformed signature", () => {
    const headers = { "x-slack-signature": "v0=abc", "x-slack-request-timestamp": String(NOW) };
    expect(verifySlackRequest(body, headers, SECRET, NOW)).toBe(false);
  });

  it("rejects a tampered body", () => {
    const headers = { "x-slack-signature": sign(body, NOW), "x-slack-request-timestamp": String(NOW) };
    expect(verifySlackRequest(body + "x", headers, SECRET, NOW)).toBe(false);
  });
});
