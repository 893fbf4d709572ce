import type { SiteConfig } from "./config.js";
import type { Post } from "./posts.js";

export const FEED_SIZE = 20;

const xml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** RSS 2.0 for the newest posts; `posts` must already be sorted newest first. */
export function renderFeed(site: SiteConfig, posts: Post[], limit = FEED_SIZE): string {
  const base = site.baseUrl.replace(/\/$/, "");
  const items = posts.slice(0, limit).map((p) => {
    const url = `${base}/posts/${p.slug}/`;
    return [
      "    <item>",
      `      <title>${xml(p.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${p.date.toUTCString()}</pubDate>`,
      p.description ? `      <description>${xml(p.description)}</description>` : "",
      ...p.tags.map((t) => `      <category>${xml(t)}</category>`),
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const updated = posts[0]?.date ?? new Date(0);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(site.title)}</title>
    <link>${base}/</link>
    <description>${xml(site.title)}</description>
    <language>ja</language>
    <lastBuildDate>${updated.toUTCString()}</lastBuildDate>
    <atom:link href="${base}/feed.xml" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}
