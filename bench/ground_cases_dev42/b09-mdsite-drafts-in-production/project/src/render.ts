import { Marked } from "marked";
import type { SiteConfig } from "./config.js";
import type { Post } from "./posts.js";

const marked = new Marked({ gfm: true });

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const ymd = (d: Date) =>
  d.toLocaleDateString("ja-JP", { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Tokyo" });

function layout(site: SiteConfig, title: string, main: string): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="/style.css">
</head>
<body>
<header><a href="/">${escape(site.title)}</a></header>
<main>${main}</main>
<footer>&copy; ${escape(site.author)}</footer>
</body>
</html>
`;
}

export async function renderPost(site: SiteConfig, post: Post): Promise<string> {
  const html = await marked.parse(post.body);
  const tags = post.tags.map((t) => `<span class="tag">${escape(t)}</span>`).join(" ");
  return layout(
    site,
    `${post.title} | ${site.title}`,
    `<article><h1>${escape(post.title)}</h1><p class="meta">${ymd(post.date)} ${tags}</p>${html}</article>`,
  );
}

export function renderIndex(site: SiteConfig, posts: Post[]): string {
  const items = posts
    .map((p) => `<li><a href="/posts/${p.slug}/">${escape(p.title)}</a> <small>${ymd(p.date)}</small></li>`)
    .join("\n");
  return layout(site, site.title, `<ul class="posts">\n${items}\n</ul>`);
}
