import { describe, expect, it, beforeEach } from "vitest";
import { loadConfig } from "../src/config";
import { sessionExpiresAt } from "../src/session";

describe("session", () => {
  beforeEach(() => {
    process.env.DATABASE_URL = "postgres://localhost/test";
    process.env.SESSION_SECRET = "test-secret";
    delete process.env.SESSION_TTL_MINUTES;
  });

  it("defaults to 30 minutes", () => {
    const cfg = loadConfig();
    expect(cfg.sessionTtlMs).toBe(1_800_000);
  });

  it("expires after configured TTL", () => {
    process.env.SESSION_TTL_MINUTES = "30";
    const cfg = loadConfig();
    const now = new Date("2025-01-01T00:00:00Z");
    expect(sessionExpiresAt(cfg, now).getTime() - now.getTime()).toBe(1_800_000);
  });

  it("rejects a missing secret", () => {
    delete process.env.SESSION_SECRET;
    expect(() => loadConfig()).toThrow(/SESSION_SECRET/);
  });
});
