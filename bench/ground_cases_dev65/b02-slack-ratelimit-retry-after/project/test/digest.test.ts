import { describe, expect, it, vi } from "vitest";

vi.mock("../src/slack/client.js", () => ({
  postMessage: vi.fn(async () => ({ ok: true, ts: "1700000000.000100" })),
}));

import { formatDigest, sendDigest } from "../src/notify/digest.js";
import { postMessage } from "../src/slack/client.js";

describe("formatDigest", () => {
  it("says so when there were no alerts", () => {
    expect(formatDigest([])).toContain("ありません");
  });

  it("sorts alerts by time", () => {
    const text = formatDigest([
      { id: "2", severity: "critical", title: "db down", firedAt: "2025-11-10T09:30:00Z" },
      { id: "1", severity: "warning", title: "disk 85%", firedAt: "2025-11-10T03:10:00Z" },
    ]);
    expect(text.indexOf("disk")).toBeLessThan(text.indexOf("db down"));
  });
});

describe("sendDigest", () => {
  it("posts to every configured channel", async () => {
    const sent = await sendDigest([]);
    expect(sent).toBe(1);
    expect(postMessage).toHaveBeenCalledTimes(1);
  });
});
