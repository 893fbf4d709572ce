import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";

import { sign } from "../src/webhooks/sign.js";

describe("sign", () => {
  it("uses the v1= prefix and a hex mac", () => {
    expect(sign("whsec_test", 1762329600, "{}")).toMatch(/^v1=[0-9a-f]{64}$/);
  });

  it("matches the documented recipe", () => {
    const body = '{"id":"evt_1"}';
    const expected = createHmac("sha256", "whsec_test").update(`1762329600.${body}`).digest("hex");
    expect(sign("whsec_test", 1762329600, body)).toBe(`v1=${expected}`);
  });
});
