import { describe, expect, it } from "vitest";
import { groupByType, parseCommit } from "../src/parse.js";

const raw = (subject: string, body = "") => ({ hash: "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678", subject, body });

describe("parseCommit", () => {
  it("reads type, scope and description", () => {
    expect(parseCommit(raw("feat(api): add /v2/orders"))).toMatchObject({
      type: "feat",
      scope: "api",
      description: "add /v2/orders",
      breaking: false,
    });
  });

  it("treats unknown prefixes as other", () => {
    expect(parseCommit(raw("wip: something")).type).toBe("other");
  });

  it("detects BREAKING CHANGE footer", () => {
    const c = parseCommit(raw("feat: new config format", "BREAKING CHANGE: config.yml is now config.toml"));
    expect(c.breaking).toBe(true);
  });
});

describe("groupByType", () => {
  it("puts breaking commits in their own group", () => {
    const groups = groupByType([parseCommit(raw("fix: typo")), parseCommit(raw("feat: x", "BREAKING CHANGE: y"))]);
    expect(groups.get("breaking")?.length).toBe(1);
    expect(groups.get("fix")?.length).toBe(1);
  });
});
