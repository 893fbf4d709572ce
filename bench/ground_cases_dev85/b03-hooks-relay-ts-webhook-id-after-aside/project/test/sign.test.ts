import { describe, expect, it } from "vitest";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, sign, signatureHeaders } from "../src/webhooks/sign.js";

describe("sign", () => {
  it("is stable for the same input", () => {
    expect(sign("whsec_test", 1730800000, "{}")).toBe(sign("whsec_test", 1730800000, "{}"));
  });

  it("changes with the body", () => {
    expect(sign("whsec_test", 1730800000, "{}")).not.toBe(sign("whsec_test", 1730800000, "{ }"));
  });
});

describe("signatureHeaders", () => {
  it("signs the timestamp it sends", () => {
    const h = signatureHeaders("whsec_test", "{}", () => 1730800000123);
    expect(h[TIMESTAMP_HEADER]).toBe("1730800000");
    expect(h[SIGNATURE_HEADER]).toBe(`v1=${sign("whsec_test", 1730800000, "{}")}`);
  });
});
