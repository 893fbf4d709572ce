import { describe, expect, it, vi } from "vitest";

vi.mock("../src/config.js", () => ({
  config: { feishuWebhook: "https://open.feishu.cn/open-apis/bot/v2/hook/test", feishuSecret: "s3cr3t" },
}));

const { sign } = await import("../src/feishu.js");

describe("sign", () => {
  it("is base64 of a sha256 digest", () => {
    const s = sign(1732000000, "s3cr3t");
    expect(s).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it("is deterministic", () => {
    expect(sign(1732000000, "s3cr3t")).toBe(sign(1732000000, "s3cr3t"));
  });

  it("changes with the timestamp", () => {
    expect(sign(1732000000, "s3cr3t")).not.toBe(sign(1732000001, "s3cr3t"));
  });
});
