import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import matter from "gray-matter";

export interface Post {
  slug: string;
  title: string;
  date: Date;
  tags: string[];
  draft: boolean;
  description: string;
  body: string;
}

/** Reads every *.md under dir. Front matter: title, date, tags, draft, description. */
export function loadPosts(dir: string): Post[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => parsePost(name, readFileSync(join(dir, name), "utf8")));
}

export function parsePost(fileName: string, source: string): Post {
  const { data, content } = matter(source);
  if (!data.title) throw new Error(`${fileName}: front matter has no title`);
  const date = data.date instanceof Date ? data.date : new Date(String(data.date));
  if (Number.isNaN(date.getTime())) throw new Error(`${fileName}: bad date ${data.date}`);
  return {
    slug: basename(fileName, ".md"),
    title: String(data.title),
    date,
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    draft: data.draft === true,
    description: data.description ? String(data.description) : "",
    body: content,
  };
}

export interface VisibleOptions {
  /** Include posts marked draft: true. */
  drafts: boolean;
  /** Posts dated after this are scheduled and left out. */
  now?: Date;
}

/** The posts to publish, newest first. */
export function visiblePosts(posts: Post[], opts: VisibleOptions): Post[] {
  const now = opts.now ?? new Date();
  return posts
    .filter((p) => opts.drafts || !p.draft)
    .filter((p) => p.date.getTime() <= now.getTime())
    .sort((a, b) => b.date.getTime() - a.date.getTime());
}
