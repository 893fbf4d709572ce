import { describe, expect, it } from "vitest";
import { renderFeed } from "../src/feed.js";
import { parsePost } from "../src/posts.js";

const site = { title: "T & Co", baseUrl: "https://example.jp/", postsDir: "", outDir: "", author: "" };
const post = (n: number) =>
  parsePost(`p${n}.md`, `---\ntitle: Post ${n} <b>\ndate: 2025-10-${String(n).padStart(2, "0")}\n---\nbody`);

describe("renderFeed", () => {
  it("keeps the newest 20 and escapes titles", () => {
    const posts = Array.from({ length: 25 }, (_, i) => post(25 - i));
    const xml = renderFeed(site, posts);
    expect(xml.match(/<item>/g)).toHaveLength(20);
    expect(xml).toContain("<title>Post 25 &lt;b&gt;</title>");
    expect(xml).toContain("<title>T &amp; Co</title>");
  });

  it("links without a double slash", () => {
    expect(renderFeed(site, [post(1)])).toContain("<link>https://example.jp/posts/p1/</link>");
  });
});
