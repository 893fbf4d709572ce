import { describe, expect, it } from "vitest";
import { parsePost, visiblePosts } from "../src/posts.js";

const md = (front: string) => `---\n${front}\n---\n本文`;

describe("parsePost", () => {
  it("reads front matter", () => {
    const p = parsePost("hello.md", md("title: こんにちは\ndate: 2025-10-01\ntags: [go, infra]"));
    expect(p.slug).toBe("hello");
    expect(p.tags).toEqual(["go", "infra"]);
    expect(p.draft).toBe(false);
  });

  it("requires a title", () => {
    expect(() => parsePost("x.md", md("date: 2025-10-01"))).toThrow(/no title/);
  });
});

describe("visiblePosts", () => {
  const posts = [
    parsePost("a.md", md("title: A\ndate: 2025-10-01")),
    parsePost("b.md", md("title: B\ndate: 2025-10-05\ndraft: true")),
    parsePost("c.md", md("title: C\ndate: 2030-01-01")),
  ];
  const now = new Date("2025-11-01T00:00:00Z");

  it("hides drafts unless asked", () => {
    expect(visiblePosts(posts, { drafts: false, now }).map((p) => p.slug)).toEqual(["a"]);
    expect(visiblePosts(posts, { drafts: true, now }).map((p) => p.slug)).toEqual(["b", "a"]);
  });

  it("leaves scheduled posts out", () => {
    expect(visiblePosts(posts, { drafts: true, now }).some((p) => p.slug === "c")).toBe(false);
  });
});
