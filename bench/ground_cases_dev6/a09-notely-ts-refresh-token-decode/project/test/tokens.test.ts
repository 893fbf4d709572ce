import { beforeAll, describe, expect, it, vi } from "vitest";

beforeAll(() => {
  process.env.DATABASE_URL = "postgres://unused";
  process.env.ACCESS_TOKEN_SECRET = "test-access";
  process.env.REFRESH_TOKEN_SECRET = "test-refresh";
});

describe("tokens", () => {
  it("round-trips an access token", async () => {
    const t = await import("../src/auth/tokens");
    const token = t.signAccessToken({ sub: "u1", email: "a@b.c" });
    expect(t.verifyAccessToken(token)).toEqual({ sub: "u1", email: "a@b.c" });
  });

  it("rejects an expired access token", async () => {
    const t = await import("../src/auth/tokens");
    vi.useFakeTimers();
    const token = t.signAccessToken({ sub: "u1", email: "a@b.c" });
    vi.advanceTimersByTime(16 * 60 * 1000);
    expect(() => t.verifyAccessToken(token)).toThrow();
    vi.useRealTimers();
  });

  it("round-trips a refresh token", async () => {
    const t = await import("../src/auth/tokens");
    const token = t.signRefreshToken({ sub: "u1", email: "a@b.c" });
    expect(t.verifyRefreshToken(token)).toEqual({ sub: "u1", email: "a@b.c" });
  });
});
