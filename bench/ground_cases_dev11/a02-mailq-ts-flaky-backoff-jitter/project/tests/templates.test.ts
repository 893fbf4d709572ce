import { describe, expect, it } from "vitest";

import { renderTemplate } from "../src/templates.js";

const ctx = { name: "Sam", unsubscribeUrl: "https://sprout.app/u/abc123" };

describe("renderTemplate", () => {
  it("fills the subject", () => {
    expect(renderTemplate("welcome", ctx).subject).toBe("Welcome to Sprout, Sam");
  });

  it("renders the unsubscribe link", () => {
    expect(renderTemplate("welcome", ctx).html).toContain('href="https://sprout.app/u/abc123"');
  });

  it("throws on a missing placeholder value", () => {
    expect(() => renderTemplate("password-reset", ctx)).toThrow(/resetUrl/);
  });
});
