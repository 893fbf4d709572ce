import { describe, expect, it } from "vitest";
import { isExpired } from "./session";

const s = { id: "s1", userId: "u1", expiresAt: 1_000 };

describe("isExpired", () => {
  it("treats a session past its expiry as expired", () => {
    expect(isExpired(s, 2_000)).toBe(true);
  });

  it("keeps a session before its expiry", () => {
    expect(isExpired(s, 500)).toBe(false);
  });
});
