import { expect, it } from "vitest";
import { isExpired } from "./session";

it("stale after expiry", () => {
  expect(isExpired({ token: "t", expiresAt: 1 }, 2)).toBe(true);
});
